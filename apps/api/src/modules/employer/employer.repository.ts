import { COMPANY_SIZES, type UpdateCompanyBody } from '@jobs/contracts';
import { companies, users, type Database } from '@jobs/server-db';
import { and, eq } from 'drizzle-orm';
import { verificationOf } from '../../lib/company-verification';

type CompanySize = (typeof COMPANY_SIZES)[number];

const sizeOf = (value: string | null): CompanySize | null =>
  (COMPANY_SIZES as readonly string[]).includes(value ?? '') ? (value as CompanySize) : null;

const toProfile = (row: typeof companies.$inferSelect) => ({
  id: row.id,
  name: row.name,
  logo: row.logoUrl,
  description: row.description,
  site: row.site,
  city: row.city,
  industry: row.industry,
  size: sizeOf(row.size),
  reply_within_days: row.replyWithinDays,
  verified: verificationOf(row),
});

export const createEmployerRepository = (db: Database) => {
  const findCompany = async (id: number) => {
    const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
    return row ? toProfile(row) : undefined;
  };
  return {
    findCompany,

    /** Replaces the company's profile (what the seeker side shows next to its vacancies). */
    updateCompany: async (id: number, body: UpdateCompanyBody) => {
      const [row] = await db
        .update(companies)
        .set({
          name: body.name,
          logoUrl: body.logo,
          description: body.description,
          site: body.site,
          city: body.city || null,
          industry: body.industry || null,
          size: body.size,
          ...(body.reply_within_days === undefined ? {} : { replyWithinDays: body.reply_within_days }),
          updatedAt: new Date(),
        })
        .where(eq(companies.id, id))
        .returning({ id: companies.id });
      // Read again: the website's change may have verified the company by its domain, or taken that
      // back (a trigger's update, after the one RETURNING sees).
      return row ? findCompany(row.id) : undefined;
    },

    updateAccountName: async (userId: number, name: string) => {
      const [row] = await db
        .update(users)
        .set({ name, updatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.role, 'employer')))
        .returning({ id: users.id, name: users.name, email: users.email });
      return row;
    },
  };
};
