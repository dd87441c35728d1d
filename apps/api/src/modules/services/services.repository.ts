import type { Locale, Service } from '@jobs/contracts';
import { services, users, type Database } from '@jobs/server-db';
import { and, asc, eq } from 'drizzle-orm';

type ServiceRow = typeof services.$inferSelect;

const toService = (row: ServiceRow, locale: Locale): Service => ({
  id: row.id,
  slug: row.slug,
  title: locale === 'ru' ? row.titleRu : row.titleEn,
  description: locale === 'ru' ? row.descriptionRu : row.descriptionEn,
  icon: row.icon,
  price_rub: row.priceRub,
});

/** The seeker's first message in a new service chat: the request itself, in their language. */
const requestText = (row: ServiceRow, locale: Locale): string =>
  locale === 'ru'
    ? `Здравствуйте! Хочу заказать услугу «${row.titleRu}».`
    : `Hello! I would like to request “${row.titleEn}”.`;

export const createServicesRepository = (db: Database) => ({
  list: async (locale: Locale): Promise<Service[]> => {
    const rows = await db
      .select()
      .from(services)
      .where(eq(services.isActive, true))
      .orderBy(asc(services.position), asc(services.id));
    return rows.map((row) => toService(row, locale));
  },

  /**
   * An active service as the seeker's chat about it shows it (title and icon, in the seeker's
   * language) and the request that starts that chat; undefined when there is no such service.
   */
  forSeeker: async (
    seekerId: number,
    serviceId: number,
  ): Promise<{ title: string; icon: string | null; requestText: string } | undefined> => {
    const [service] = await db
      .select()
      .from(services)
      .where(and(eq(services.id, serviceId), eq(services.isActive, true)))
      .limit(1);
    if (!service) return undefined;
    const [seeker] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, seekerId)).limit(1);
    const locale: Locale = seeker?.locale ?? 'ru';
    return {
      title: locale === 'ru' ? service.titleRu : service.titleEn,
      icon: service.icon,
      requestText: requestText(service, locale),
    };
  },
});

export type ServicesRepository = ReturnType<typeof createServicesRepository>;
