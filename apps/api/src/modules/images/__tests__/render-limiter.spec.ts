import { RenderLimiter } from '../render-limiter';

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('RenderLimiter', () => {
  it('runs at most `concurrency` tasks at once, queues `maxWaiting`, and refuses the rest with 503 + Retry-After', async () => {
    const limiter = new RenderLimiter(2, 1);
    let running = 0;
    let most = 0;
    const gates = [deferred(), deferred(), deferred()];
    const task = (gate: { promise: Promise<void> }) => async () => {
      running++;
      most = Math.max(most, running);
      await gate.promise;
      running--;
      return 'done';
    };
    const first = limiter.run(task(gates[0] ?? deferred()));
    const second = limiter.run(task(gates[1] ?? deferred()));
    const third = limiter.run(task(gates[2] ?? deferred()));
    expect(limiter.load).toEqual({ active: 2, waiting: 1 });
    await expect(limiter.run(async () => 'too many')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      headers: { 'Retry-After': expect.stringMatching(/^[1-9]\d*$/) },
    });
    gates.forEach((gate) => gate.resolve());
    await expect(Promise.all([first, second, third])).resolves.toEqual(['done', 'done', 'done']);
    expect(most).toBe(2);
    expect(limiter.load).toEqual({ active: 0, waiting: 0 });
  });

  it('frees its slot when a task fails', async () => {
    const limiter = new RenderLimiter(1, 0);
    await expect(
      limiter.run(async () => {
        throw new Error('corrupt image');
      }),
    ).rejects.toThrow('corrupt image');
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
    expect(limiter.load).toEqual({ active: 0, waiting: 0 });
  });
});
