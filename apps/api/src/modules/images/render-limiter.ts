import { unavailable } from '../../plugins/error-handler';

export type RenderLimiterOptions = {
  /**
   * How long a render may wait for its turn: past it, a 503 with Retry-After. Below the server's
   * idle timeout, so a queued request gets an answer, never a cut socket ("socket hang up").
   */
  maxWaitMs?: number;
};

/** A share of the line: at most `max` renders of `key` (one upload, one uploader) running or waiting. */
export type RenderBound = { key: string; max: number };

type Waiter = { resolve: () => void; timer: NodeJS.Timeout };

/**
 * At most `concurrency` renders at once, at most `maxWaiting` more waiting their turn, each for at
 * most `maxWaitMs`, and at most a bound's `max` of one upload or one uploader in the whole line;
 * beyond any of these a 503 UNAVAILABLE with Retry-After (the optimiser is busy), never an unbounded
 * queue nor one account's variants filling it.
 */
export class RenderLimiter {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private readonly perKey = new Map<string, number>();
  private readonly maxWaitMs: number;

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
    options: RenderLimiterOptions = {},
  ) {
    this.maxWaitMs = options.maxWaitMs ?? 10_000;
  }

  async run<T>(task: () => Promise<T>, bounds: readonly RenderBound[] = []): Promise<T> {
    const keys = bounds.map((bound) => bound.key);
    if (bounds.some((bound) => (this.perKey.get(bound.key) ?? 0) >= bound.max)) {
      throw unavailable('This image is being rendered in other sizes: try again shortly');
    }
    if (this.active >= this.concurrency && this.waiting.length >= this.maxWaiting) {
      throw unavailable('The image optimiser is busy: try again shortly');
    }
    for (const key of keys) this.perKey.set(key, (this.perKey.get(key) ?? 0) + 1);
    try {
      if (this.active < this.concurrency) {
        this.active++;
      } else {
        // The finishing task hands its slot over: `active` stays as it is.
        await new Promise<void>((resolve, reject) => {
          const waiter: Waiter = {
            resolve,
            timer: setTimeout(() => {
              const at = this.waiting.indexOf(waiter);
              if (at >= 0) this.waiting.splice(at, 1);
              reject(unavailable('The image optimiser is busy: try again shortly'));
            }, this.maxWaitMs),
          };
          waiter.timer.unref();
          this.waiting.push(waiter);
        });
      }
      try {
        return await task();
      } finally {
        const next = this.waiting.shift();
        if (next) {
          clearTimeout(next.timer);
          next.resolve();
        } else {
          this.active--;
        }
      }
    } finally {
      for (const key of keys) {
        const left = (this.perKey.get(key) ?? 1) - 1;
        if (left <= 0) this.perKey.delete(key);
        else this.perKey.set(key, left);
      }
    }
  }

  /** Renders running and waiting now. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}
