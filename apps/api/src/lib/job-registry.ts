import { createJobQueue, type JobDefinition, type JobQueue, type JobQueueOptions } from './jobs';

/**
 * The job queue as the modules see it while they load: each defines its own kinds of jobs
 * (`define`), and the one pg-boss queue is made once every module has (`create`, in app.ts). The
 * queue's methods work from then on; a module keeps the same `queue` object throughout.
 */
export const createJobRegistry = () => {
  const definitions: Record<string, JobDefinition> = {};
  let created: JobQueue | undefined;
  const current = (): JobQueue => {
    if (!created) throw new Error('The job queue is made once every module has defined its jobs');
    return created;
  };
  const queue: JobQueue = {
    start: () => current().start(),
    enqueue: (...args) => current().enqueue(...args),
    enqueueMany: (...args) => current().enqueueMany(...args),
    runDue: (...args) => current().runDue(...args),
    maintain: () => current().maintain(),
    counts: () => current().counts(),
    kick: (name) => current().kick(name),
    hasPending: (...args) => current().hasPending(...args),
    whenIdle: () => current().whenIdle(),
    stop: () => (created ? created.stop() : Promise.resolve()),
    get boss() {
      return current().boss;
    },
  };
  return {
    queue,
    definitions,
    /** A module's kinds of jobs (a name defined twice is a mistake). */
    define: (jobs: Record<string, JobDefinition>): void => {
      if (created) throw new Error('Jobs are defined while the modules load, before the queue is made');
      for (const [name, definition] of Object.entries(jobs)) {
        if (definitions[name]) throw new Error(`The job "${name}" is defined twice`);
        definitions[name] = definition;
      }
    },
    create: (options: Omit<JobQueueOptions, 'definitions'>): JobQueue => {
      created = createJobQueue({ ...options, definitions });
      return created;
    },
  };
};

export type JobRegistry = ReturnType<typeof createJobRegistry>;
