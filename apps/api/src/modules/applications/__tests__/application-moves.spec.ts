import {
  APPLICATION_STATUSES,
  canMoveApplication,
  canUndoApplicationMove,
  EMPLOYER_MOVE_STATUSES,
  OPEN_APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@jobs/contracts';
import { applications } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../__tests__/support/harness';
import { editor, employer, ok, vacancy, type Party } from '../../../__tests__/support/chat-helpers';
import { appApi, seekerWithResume, type ApplicationDto } from './application-helpers';

/**
 * Every role × every status × every move, against the one state machine: who may make which move
 * from which status, and what everybody else gets (403 for the wrong role, 404 for another
 * company's or seeker's application, 409 for a move the machine refuses).
 */
const ctx = useTestApp();

const MOVES = [...EMPLOYER_MOVE_STATUSES, 'undo', 'withdraw'] as const;
type Move = (typeof MOVES)[number];
type Role = 'seeker' | 'other seeker' | 'employer' | 'other company' | 'editor';
const ROLES: Role[] = ['seeker', 'other seeker', 'employer', 'other company', 'editor'];
const VERSION = 10;
const isOpen = (status: ApplicationStatus) => (OPEN_APPLICATION_STATUSES as readonly string[]).includes(status);

/** What the API must answer, and the status the application has after. */
const expected = (role: Role, from: ApplicationStatus, move: Move): string => {
  const employerSide = move !== 'withdraw';
  if (role === 'editor') return `403 ${from}`;
  if (role === 'seeker' || role === 'other seeker') {
    if (employerSide) return `403 ${from}`;
    if (role === 'other seeker') return `404 ${from}`;
    return isOpen(from) ? '200 withdrawn' : `409 ${from}`;
  }
  if (!employerSide) return `403 ${from}`;
  if (role === 'other company') return `404 ${from}`;
  if (move === 'undo') {
    return canUndoApplicationMove(from, { by: 'employer', at: new Date() }) ? '200 viewed' : `409 ${from}`;
  }
  return from !== move && canMoveApplication('employer', from, move) ? `200 ${move}` : `409 ${from}`;
};

describe('the state machine, enforced by the API', () => {
  it('answers every role × status × move as the machine says', async () => {
    const bob = await employer(ctx.app);
    const vacancyId = await vacancy(ctx.database.handle, bob.companyId);
    const ann = await seekerWithResume(ctx.app);
    const client = appApi(ctx.app);
    const application = ok<ApplicationDto>(await client.apply(ann, vacancyId), 201);
    const parties: Record<Role, Party> = {
      seeker: ann,
      'other seeker': await seekerWithResume(ctx.app),
      employer: bob,
      'other company': await employer(ctx.app),
      editor: await editor(ctx.app, ctx.database.handle),
    };
    const db = ctx.database.handle.db;

    const call = (who: Party, move: Move) => {
      if (move === 'withdraw') return client.withdraw(who, application.id);
      if (move === 'undo') return client.undo(who, application.id, VERSION);
      return client.move(who, application.id, { status: move, version: VERSION, reason_code: 'other' });
    };

    const actual: Record<string, string> = {};
    const wanted: Record<string, string> = {};
    for (const from of APPLICATION_STATUSES) {
      for (const role of ROLES) {
        for (const move of MOVES) {
          // The application as it would be right after the company moved it to `from` from `viewed`.
          await db
            .update(applications)
            .set({ status: from, version: VERSION, undoTo: 'viewed', undoUntil: new Date(Date.now() + 3_600_000) })
            .where(eq(applications.id, application.id));
          const response = await call(parties[role], move);
          const [row] = await db.select().from(applications).where(eq(applications.id, application.id));
          const key = `${role} ${from} → ${move}`;
          actual[key] = `${response.statusCode} ${row?.status}`;
          wanted[key] = expected(role, from, move);
        }
      }
    }
    expect(actual).toEqual(wanted);
    // The table covers every pair, and the machine lets somebody do something from each open status.
    expect(Object.keys(actual)).toHaveLength(APPLICATION_STATUSES.length * ROLES.length * MOVES.length);
    expect(Object.values(actual).filter((value) => value.startsWith('200')).length).toBeGreaterThan(10);
  });
});
