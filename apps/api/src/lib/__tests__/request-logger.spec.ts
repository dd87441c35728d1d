import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { lazyChildLoggerFactory } from '../request-logger';

const capture = (level: string) => {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level },
    new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        callback();
      },
    }),
  );
  return { logger, lines };
};

const factory = (parent: FastifyBaseLogger, bindings: Record<string, unknown>, options = {}) =>
  lazyChildLoggerFactory.call(Fastify() as never, parent, bindings, options, {} as never) as FastifyBaseLogger;

describe('lazy request logger', () => {
  it('makes the pino child only when a line is written at an enabled level, with the bindings on every line', () => {
    const { logger, lines } = capture('warn');
    const child = vi.spyOn(logger, 'child');
    const log = factory(logger, { requestId: 'r-1' });
    log.info('not written');
    log.debug({ x: 1 }, 'not written');
    expect(child).not.toHaveBeenCalled();
    log.warn({ code: 'X' }, 'written');
    log.error('also written');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, requestId: 'r-1', code: 'X', msg: 'written' }),
      expect.objectContaining({ level: 50, requestId: 'r-1', msg: 'also written' }),
    ]);
  });

  it('follows the parent’s level, gives children of its own and a real child for a route level', () => {
    const { logger, lines } = capture('warn');
    const log = factory(logger, { requestId: 'r-2' });
    logger.level = 'info';
    log.info('now written');
    log.child({ part: 'db' }).info('from a child');
    expect(log.level).toBe('info');
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, requestId: 'r-2', msg: 'now written' }),
      expect.objectContaining({ level: 30, requestId: 'r-2', part: 'db', msg: 'from a child' }),
    ]);
    const routeLevel = factory(logger, { requestId: 'r-3' }, { level: 'error' });
    routeLevel.warn('not written');
    expect(routeLevel.level).toBe('error');
    expect(lines).toHaveLength(2);
  });
});
