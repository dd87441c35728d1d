import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilent, LogFn } from 'pino';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

type PinoLike = FastifyBaseLogger & { levelVal?: number; levels?: { values: Record<string, number> } };

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

/**
 * A request's logger that becomes a real pino child (with the request id bound) only when a line
 * is logged at an enabled level. Fastify makes a child per request; with the request id and the
 * redaction, pino's `child()` is a measurable share of a cheap request's CPU, and most requests
 * never log (request logging is at `info`, production runs at `warn`). Lines that are written are
 * the same as a real child's: they go through the child, made on first use and kept.
 */
class LazyChild {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: PinoLike,
    private readonly bindings: Bindings,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.real ??= this.parent.child(this.bindings);
    return this.real;
  }

  private enabled(level: number): boolean {
    // pino keeps the numeric level; anything else is asked the ordinary way.
    const current = this.real ? (this.real as PinoLike).levelVal : this.parent.levelVal;
    return typeof current === 'number' ? level >= current : true;
  }

  get level(): string {
    return (this.real ?? this.parent).level;
  }

  set level(level: LevelWithSilent | string) {
    this.logger.level = level;
  }

  readonly fatal: LogFn = (...args: Parameters<LogFn>) => {
    if (this.enabled(LEVELS.fatal)) this.logger.fatal(...args);
  };
  readonly error: LogFn = (...args: Parameters<LogFn>) => {
    if (this.enabled(LEVELS.error)) this.logger.error(...args);
  };
  readonly warn: LogFn = (...args: Parameters<LogFn>) => {
    if (this.enabled(LEVELS.warn)) this.logger.warn(...args);
  };
  readonly info: LogFn = (...args: Parameters<LogFn>) => {
    if (this.enabled(LEVELS.info)) this.logger.info(...args);
  };
  readonly debug: LogFn = (...args: Parameters<LogFn>) => {
    if (this.enabled(LEVELS.debug)) this.logger.debug(...args);
  };
  readonly trace: LogFn = (...args: Parameters<LogFn>) => {
    if (this.enabled(LEVELS.trace)) this.logger.trace(...args);
  };
  readonly silent: LogFn = () => undefined;

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory: a lazy child (above) unless the route asks for a level or
 * serializers of its own, which need a real child at once.
 */
export const lazyChildLoggerFactory: ChildLoggerFactory = function (logger, bindings, options) {
  const pinoLike = logger as PinoLike;
  if (options.level !== undefined || options.serializers !== undefined || typeof pinoLike.levelVal !== 'number') {
    return logger.child(bindings, options);
  }
  return new LazyChild(pinoLike, bindings) as unknown as FastifyBaseLogger;
};
