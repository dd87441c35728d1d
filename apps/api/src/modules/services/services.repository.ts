import type { Locale, Service } from '@jobs/contracts';
import { chats, services, users, type Database } from '@jobs/server-db';
import { and, asc, eq, sql } from 'drizzle-orm';

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
   * The seeker's chat about the service: the existing one, or a new one (titled with the service,
   * in the seeker's language) holding the request as the seeker's first message, so that it is
   * waiting for an answer in the editors' inbox. Undefined when there is no such active service.
   */
  ensureChat: async (
    seekerId: number,
    serviceId: number,
    /** Stores the seeker's first message in the new chat (through the chat service), in the same transaction. */
    postFirst: (tx: Database, chatId: number, text: string) => Promise<unknown>,
  ): Promise<number | undefined> => {
    const [service] = await db
      .select()
      .from(services)
      .where(and(eq(services.id, serviceId), eq(services.isActive, true)))
      .limit(1);
    if (!service) return undefined;
    const [seeker] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, seekerId)).limit(1);
    const locale: Locale = seeker?.locale ?? 'ru';
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(chats)
        .values({
          kind: 'service',
          seekerId,
          serviceId,
          title: locale === 'ru' ? service.titleRu : service.titleEn,
          icon: service.icon,
        })
        .onConflictDoNothing({ target: [chats.seekerId, chats.serviceId] })
        .returning({ id: chats.id });
      if (created) {
        await postFirst(tx as unknown as Database, created.id, requestText(service, locale));
        return created.id;
      }
      const [existing] = await tx
        .select({ id: chats.id, deletedAt: chats.deletedAt, isVisible: chats.isVisible })
        .from(chats)
        .where(and(eq(chats.seekerId, seekerId), eq(chats.serviceId, serviceId)))
        .limit(1);
      if (!existing) throw new Error('service chat missing after insert');
      if (existing.deletedAt || !existing.isVisible) {
        await tx
          .update(chats)
          .set({ deletedAt: null, isVisible: true, updatedAt: sql`now()` })
          .where(eq(chats.id, existing.id));
      }
      return existing.id;
    });
  },
});

export type ServicesRepository = ReturnType<typeof createServicesRepository>;
