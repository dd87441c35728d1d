import type { Chat, PublicCompany, Vacancy } from '@jobs/contracts';
import { auditLog, users } from '@jobs/server-db';
import { and, desc, eq } from 'drizzle-orm';
import { bearer, registerEmployer, uniqueEmail } from '../../../__tests__/support/auth-helpers';
import { api, editor, ok, seeker, vacancy, type Party } from '../../../__tests__/support/chat-helpers';
import { useTestApp } from '../../../__tests__/support/harness';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;

type Signed = Awaited<ReturnType<typeof registerEmployer>> & { companyId: number };

const employerAt = async (domain: string, verified = true): Promise<Signed> => {
  const signed = await registerEmployer(ctx.app, uniqueEmail('owner').replace('@example.com', `@${domain}`), {
    verified,
  });
  return { ...signed, companyId: (signed.user as unknown as { company_id: number }).company_id };
};
const setSite = (who: { token: string }, site: string | null) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/employer/company',
    headers: bearer(who.token),
    payload: { name: 'Acme Ltd', logo: null, description: '', site, city: null, industry: null, size: null },
  });
const companyPage = async (id: number) => ok<PublicCompany>(await api(ctx.app).call('GET', `/companies/${id}`));
const verify = (who: { token: string }, id: number | string, body: unknown) =>
  api(ctx.app).call('POST', `/editor/companies/${id}/verification`, who, body);

describe('verified employers', () => {
  let eve: Party;
  beforeAll(async () => {
    eve = await editor(ctx.app, ctx.database.handle);
  });

  it('verifies a company by its owner’s confirmed e-mail at the website’s domain, and takes it back', async () => {
    const owner = await employerAt('staff.acme-trust.ru', false);
    const vacancyId = await vacancy(ctx.database.handle, owner.companyId);
    ok(await setSite(owner, 'https://www.acme-trust.ru/about'));
    // Not yet: the e-mail is not confirmed.
    expect((await companyPage(owner.companyId)).verified).toBeNull();
    await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.user.id));
    const page = await companyPage(owner.companyId);
    expect(page.verified).toMatchObject({ method: 'email_domain' });
    const shown = ok<Vacancy>(await api(ctx.app).call('GET', `/vacancies/${vacancyId}`));
    expect(shown.company.verified).toMatchObject({ method: 'email_domain' });
    expect(page.vacancies[0]?.company.verified).toMatchObject({ method: 'email_domain' });
    // Another website: the match is gone, and so is the verification.
    ok(await setSite(owner, 'https://other-company.ru'));
    expect((await companyPage(owner.companyId)).verified).toBeNull();
  });

  it('tells the company’s own employers its verification: how and since when', async () => {
    const owner = await employerAt('staff.own-trust.ru');
    const me = async () =>
      ok<{ company: { verified: { method: string; at: string } | null; site: string | null } }>(
        await api(ctx.app).call('GET', '/employer/me', owner),
      );
    expect((await me()).company.verified).toBeNull();
    // The website's change answers with the verification it made (a trigger's work, after the update).
    const saved = ok<{ verified: { method: string } | null }>(await setSite(owner, 'https://own-trust.ru'));
    expect(saved.verified).toMatchObject({ method: 'email_domain' });
    const mine = await me();
    expect(mine.company.verified).toMatchObject({ method: 'email_domain' });
    expect(Date.parse(mine.company.verified?.at ?? '')).not.toBeNaN();
    ok(await setSite(owner, null));
    expect((await me()).company.verified).toBeNull();
    ok(await verify(eve, owner.companyId, { verified: true }));
    expect((await me()).company.verified).toMatchObject({ method: 'editor' });
  });

  it('never verifies by a public mail service', async () => {
    const owner = await employerAt('gmail.com');
    ok(await setSite(owner, 'https://gmail.com'));
    expect((await companyPage(owner.companyId)).verified).toBeNull();
  });

  it('lets an editor verify a company and take it back, audited; others may not', async () => {
    const owner = await employerAt('example.com');
    const verified = ok<{ id: number; verified: { method: string; at: string } | null }>(
      await verify(eve, owner.companyId, { verified: true }),
    );
    expect(verified).toMatchObject({ id: owner.companyId, verified: { method: 'editor' } });
    expect((await companyPage(owner.companyId)).verified).toMatchObject({ method: 'editor' });
    // The seeker's chat with the company carries it (its header shows the badge); the company's own view does not.
    const ann = await seeker(ctx.app);
    const vacancyId = await vacancy(ctx.database.handle, owner.companyId);
    const chat = ok<{ id: number }>(
      await api(ctx.app).call('POST', `/companies/${owner.companyId}/chat`, ann, { vacancy_id: vacancyId }),
    );
    const seekerChats = ok<Chat[]>(await api(ctx.app).call('GET', '/chat/list', ann));
    expect(seekerChats.find((item) => item.id === chat.id)?.company_verified).toMatchObject({ method: 'editor' });
    ok(await api(ctx.app).call('POST', `/chat/${chat.id}/send`, ann, { message: 'Hello!', vacancy_id: vacancyId }));
    const companyChats = ok<Chat[]>(await api(ctx.app).call('GET', '/chat/list', owner));
    expect(companyChats.find((item) => item.id === chat.id)?.company_verified).toBeNull();
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'company'), eq(auditLog.entityId, owner.companyId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'company_verify', actorUserId: eve.user.id });
    expect(ok(await verify(eve, owner.companyId, { verified: false }))).toMatchObject({ verified: null });
    expect((await companyPage(owner.companyId)).verified).toBeNull();

    expect((await verify(ann, owner.companyId, { verified: true })).statusCode).toBe(403);
    expect((await verify(owner, owner.companyId, { verified: true })).statusCode).toBe(403);
    expect((await verify(eve, 999_999, { verified: true })).statusCode).toBe(404);
    const bad = await verify(eve, owner.companyId, { verified: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('body.verified');
  });
});
