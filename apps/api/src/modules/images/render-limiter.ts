import { unavailable } from '../../plugins/error-handler';

/**
 * At most `concurrency` renders at once, at most `maxWaiting` more waiting their turn; beyond
 * that a 503 UNAVAILABLE with Retry-After (the optimiser is busy), never an unbounded queue.
 */
export class RenderLimiter {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) {
      this.active++;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw unavailable('The image optimiser is busy: try again shortly');
      // The finishing task hands its slot over: `active` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  /** Renders running and waiting now. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}
