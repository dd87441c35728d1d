import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type PinoLike = FastifyBaseLogger & { levelVal?: number };
type Write = (obj: unknown, ...rest: unknown[]) => void;

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

/**
 * A request's logger that becomes a real pino child (with the request id bound) only when a line
 * is logged at an enabled level. Fastify makes a child per request; with the request id and the
 * redaction, pino's `child()` is a measurable share of a cheap request's CPU, and most requests
 * never log (request logging is at `info`, production runs at `warn`). Lines that are written are
 * the same as a real child's: they go through the child, made on first use and kept. Methods live
 * on the prototype: a request allocates this one object.
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

  private write(level: number, name: keyof typeof LEVELS, args: unknown[]): void {
    // pino keeps the numeric level (the parent's until the child exists); without one, just ask.
    const current = ((this.real ?? this.parent) as PinoLike).levelVal;
    if (typeof current === 'number' && level < current) return;
    (this.logger[name] as Write)(...(args as [unknown, ...unknown[]]));
  }

  get level(): string {
    return (this.real ?? this.parent).level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]): void {
    this.write(LEVELS.fatal, 'fatal', args);
  }
  error(...args: unknown[]): void {
    this.write(LEVELS.error, 'error', args);
  }
  warn(...args: unknown[]): void {
    this.write(LEVELS.warn, 'warn', args);
  }
  info(...args: unknown[]): void {
    this.write(LEVELS.info, 'info', args);
  }
  debug(...args: unknown[]): void {
    this.write(LEVELS.debug, 'debug', args);
  }
  trace(...args: unknown[]): void {
    this.write(LEVELS.trace, 'trace', args);
  }
  silent(): void {
    // Never writes.
  }

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

/** The longest URL a request line carries (a query string can be long). */
const URL_LOG_MAX = 300;

/**
 * Fastify's request logging: instead of its two `info` lines per request ("incoming request",
 * "request completed"), one line per answered request — method, URL, route, status, time, client
 * address — when `oneLinePerRequest` (LOG_REQUESTS, on in production), none otherwise. A response
 * that failed while being sent is always logged, and so is everything else Fastify logs (stream,
 * serializer and write errors).
 */
export class RequestLogController extends LogController {
  constructor(private readonly oneLinePerRequest: boolean) {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {
    // One line when the request is answered (below), none when it arrives.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!error && !this.oneLinePerRequest) return;
    const line = {
      method: request.method,
      url: request.url.length > URL_LOG_MAX ? `${request.url.slice(0, URL_LOG_MAX)}…` : request.url,
      route: request.routeOptions.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
