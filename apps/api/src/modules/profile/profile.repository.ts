import { profileCompleteness, type Profile, type ProfileBody } from '@jobs/contracts';
import { seekerProfiles, users, type Database } from '@jobs/server-db';
import { eq, sql } from 'drizzle-orm';

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
  save: async (userId: number, body: ProfileBody): Promise<Profile | undefined> =>
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
      };
      const [row] = await tx
        .insert(seekerProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: seekerProfiles.userId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return toProfile(user.name, row ?? null);
    }),
});

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
