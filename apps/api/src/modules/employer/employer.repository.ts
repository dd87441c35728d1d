import type { CompanyProfile } from '@jobs/contracts';
import { companies, type Database } from '@jobs/server-db';
import { eq } from 'drizzle-orm';

export const createEmployerRepository = (db: Database) => ({
  findCompany: async (id: number): Promise<CompanyProfile | undefined> => {
    const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
    if (!row) return undefined;
    return {
      id: row.id,
      name: row.name,
      logo: row.logoUrl,
      description: row.description,
      site: row.site,
      city: row.city,
      industry: row.industry,
    };
  },
});
