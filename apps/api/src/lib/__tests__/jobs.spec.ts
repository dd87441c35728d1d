import { jobs } from '@jobs/server-db';
import { like } from 'drizzle-orm';
import { useTestApp } from '../../__tests__/support/harness';
import { createJobQueue, type JobDefinition } from '../jobs';

const ctx = useTestApp();

/** A promise with its resolver outside. */
const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

const until = async (condition: () => boolean, what: string) => {
  for (let n = 0; !condition(); n++) {
    if (n > 1000) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('job queue', () => {
  it('runs the jobs of one group one at a time, oldest first, whichever worker takes them', async () => {
    const ran: string[] = [];
    const first = deferred();
    const started = deferred();
    const definitions: Record<string, JobDefinition> = {
      'test.group': {
        run: async (payload) => {
          const name = String(payload['n']);
          ran.push(`start ${name}`);
          if (name === 'g1') {
            started.resolve();
            await first.promise;
          }
          ran.push(`end ${name}`);
        },
      },
    };
    const one = createJobQueue({ db: ctx.database.handle.db, log: ctx.app.log, definitions });
    const two = createJobQueue({ db: ctx.database.handle.db, log: ctx.app.log, definitions });
    for (const n of ['g1', 'g2', 'g3']) await one.enqueue('test.group', { n }, { group: 'chat:1' });
    await one.enqueue('test.group', { n: 'other' }, { group: 'chat:2' });

    const holding = one.runDue(1);
    await started.promise;
    // g1 is running on the first worker: the second takes the other group's job, not g2.
    expect(await two.runDue(10)).toBe(1);
    expect(ran).toEqual(['start g1', 'start other', 'end other']);
    first.resolve();
    await holding;
    expect(ran).toEqual(['start g1', 'start other', 'end other', 'end g1', 'start g2', 'end g2', 'start g3', 'end g3']);
  });

  it('runs a kicked kind at once, up to its concurrency side by side, without polling', async () => {
    let active = 0;
    let most = 0;
    const gate = deferred();
    const queue = createJobQueue({
      db: ctx.database.handle.db,
      log: ctx.app.log,
      definitions: {
        'test.wide': {
          concurrency: 3,
          run: async () => {
            active++;
            most = Math.max(most, active);
            await gate.promise;
            active--;
          },
        },
      },
    });
    for (let n = 0; n < 5; n++) await queue.enqueue('test.wide', { n });
    for (let n = 0; n < 5; n++) queue.kick('test.wide');
    await until(() => active === 3, 'three jobs running at once');
    gate.resolve();
    await queue.whenIdle();
    expect(most).toBe(3);
    expect(await ctx.database.handle.db.select().from(jobs).where(like(jobs.name, 'test.wide'))).toEqual([]);
  });

  it('tells whether a job with a given payload is still to run', async () => {
    const queue = createJobQueue({
      db: ctx.database.handle.db,
      log: ctx.app.log,
      definitions: { 'test.pending': { run: async () => undefined } },
    });
    await queue.enqueue('test.pending', { chatId: 7, text: 'x' });
    expect(await queue.hasPending('test.pending', { chatId: 7 })).toBe(true);
    expect(await queue.hasPending('test.pending', { chatId: 8 })).toBe(false);
    expect(await queue.runDue()).toBeGreaterThanOrEqual(1);
    expect(await queue.hasPending('test.pending', { chatId: 7 })).toBe(false);
  });
});
