import fp from 'fastify-plugin';
import { createRiskService, type RejudgeResult } from './risk.service';

// Risk warnings (issue 27): one rule set for vacancy texts and chat messages (risk-rules.ts, plain
// functions with a code and an explanation per rule) and the service that keeps the codes:
// vacancy-admin judges a vacancy as it is written, chat a message as it is sent, and the recurring
// job "risk.rejudge" what was written without them and the vacancies whose salary market turned.
export * from './risk-rules';
export { createRiskService, type RiskService, type RejudgeResult } from './risk.service';

export const RISK_REJUDGE_JOB = 'risk.rejudge';
/** How often the job looks for what to judge (a pg-boss schedule; also once at start). */
export const RISK_REJUDGE_EVERY_MS = 10 * 60_000;

/** The recurring job that judges what the write paths did not (no routes). */
export const riskModule = fp(
  async (app) => {
    const db = app.database.db;
    const service = createRiskService();
    const rejudge = async () => {
      const result = await service.rejudge(db);
      if (result.unjudged + result.marketTurned + result.messages > 0) app.log.info(result, 'risk judged again');
      return result;
    };
    app.jobs.define({
      [RISK_REJUDGE_JOB]: { everyMs: RISK_REJUDGE_EVERY_MS, run: async () => void (await rejudge()) },
    });
    app.decorate('risk', { rejudge });
    // Once at start too (a deployment after migration 0037, a freshly seeded database), on instances
    // that run jobs; tests run it themselves (`app.risk.rejudge`). The queue keeps one at a time.
    if (app.appConfig.JOBS_POLL_INTERVAL_MS > 0) {
      app.addHook('onReady', async () => {
        await app.jobQueue
          .enqueue(RISK_REJUDGE_JOB)
          .catch((error: unknown) => app.log.warn({ err: error }, 'could not start the risk job; its schedule will'));
      });
    }
  },
  { name: 'risk' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The risk job's step (tests run it at once). */
    risk: { rejudge: () => Promise<RejudgeResult> };
  }
}
