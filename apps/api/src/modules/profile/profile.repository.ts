import { profileCompleteness, type Profile, type ProfileVisibility, type SeekerProfileBody } from '@jobs/contracts';
import { companies, seekerProfiles, users, type Database } from '@jobs/server-db';
import { asc, eq, inArray, sql } from 'drizzle-orm';

type ProfileRow = typeof seekerProfiles.$inferSelect;

const toProfile = (name: string, row: ProfileRow | null): Profile => {
  const profile: Omit<Profile, 'completeness'> = {
    name,
    desired_position: row?.desiredPosition ?? '',
    city: row?.city ?? '',
    citizenship: row?.citizenship ?? null,
    salary_expectation: row?.salaryExpectation ?? null,
    currency: row?.currency ?? 'RUB',
    schedule: row?.schedule ?? null,
    experience: row?.experience ?? null,
    skills: row?.skills ?? [],
    work_experience: (row?.workExperience ?? []).map((entry) => ({
      company: entry.company,
      position: entry.position,
      from: entry.from,
      to: entry.to ?? null,
      description: entry.description ?? '',
    })),
    education: (row?.education ?? []).map((entry) => ({
      institution: entry.institution,
      degree: entry.degree ?? '',
      year: entry.year ?? null,
    })),
    languages: (row?.languages ?? []).map((entry) => ({
      code: entry.code,
      level: entry.level as Profile['languages'][number]['level'],
    })),
    about: row?.about ?? '',
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
  return { ...profile, completeness: profileCompleteness(profile) };
};

export const createProfileRepository = (db: Database) => ({
  /** The seeker's résumé (empty before the first save); undefined when the user is gone. */
  find: async (userId: number): Promise<Profile | undefined> => {
    const [row] = await db
      .select({ name: users.name, profile: seekerProfiles })
      .from(users)
      .leftJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    return row ? toProfile(row.name, row.profile) : undefined;
  },

  /** Saves the account name and the résumé together, or neither. */
  save: async (userId: number, body: SeekerProfileBody): Promise<Profile | undefined> =>
    db.transaction(async (tx) => {
      const [user] = await tx
        .update(users)
        .set({ name: body.name, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ name: users.name });
      if (!user) return undefined;
      const values = {
        desiredPosition: body.desired_position,
        city: body.city,
        citizenship: body.citizenship,
        salaryExpectation: body.salary_expectation,
        currency: body.currency,
        schedule: body.schedule,
        experience: body.experience,
        skills: body.skills,
        workExperience: body.work_experience,
        education: body.education,
        languages: body.languages,
        about: body.about,
        // Who sees it: a field the request leaves out keeps its saved value.
        ...(body.job_search_status === undefined ? {} : { jobSearchStatus: body.job_search_status }),
        ...(body.visibility === undefined ? {} : { visibility: body.visibility }),
        ...(body.hidden_from_company_ids === undefined ? {} : { hiddenFromCompanyIds: body.hidden_from_company_ids }),
        ...(body.anonymous === undefined ? {} : { anonymous: body.anonymous }),
      };
      const [row] = await tx
        .insert(seekerProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: seekerProfiles.userId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return toProfile(user.name, row ?? null);
    }),

  /** Who sees the résumé (the defaults before the first save: `nobody` until the seeker chooses). */
  visibility: async (userId: number): Promise<ProfileVisibility> => {
    const [row] = await db
      .select({
        jobSearchStatus: seekerProfiles.jobSearchStatus,
        visibility: seekerProfiles.visibility,
        hidden: seekerProfiles.hiddenFromCompanyIds,
        anonymous: seekerProfiles.anonymous,
      })
      .from(seekerProfiles)
      .where(eq(seekerProfiles.userId, userId))
      .limit(1);
    const hidden = row?.hidden ?? [];
    const named =
      hidden.length === 0
        ? []
        : await db
            .select({ id: companies.id, name: companies.name, logo: companies.logoUrl })
            .from(companies)
            .where(inArray(companies.id, hidden))
            .orderBy(asc(companies.name));
    return {
      job_search_status: row?.jobSearchStatus ?? 'active',
      visibility: row?.visibility ?? 'nobody',
      hidden_from_company_ids: hidden,
      hidden_from_companies: named,
      anonymous: row?.anonymous ?? false,
    };
  },

  /** Which of `ids` are companies. */
  existingCompanies: async (ids: readonly number[]): Promise<Set<number>> => {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: companies.id })
      .from(companies)
      .where(inArray(companies.id, [...ids]));
    return new Set(rows.map((row) => row.id));
  },
});

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
