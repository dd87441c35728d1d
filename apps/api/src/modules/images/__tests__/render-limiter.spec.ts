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

  it('answers 503 with Retry-After to a render that waited too long, before the socket would be cut (issue 31, item 4)', async () => {
    const limiter = new RenderLimiter(1, 10, { maxWaitMs: 50 });
    const gate = deferred();
    const busy = limiter.run(() => gate.promise.then(() => 'slow'));
    const started = performance.now();
    await expect(limiter.run(async () => 'queued')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      headers: { 'Retry-After': expect.stringMatching(/^[1-9]\d*$/) },
    });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(limiter.load).toEqual({ active: 1, waiting: 0 });
    gate.resolve();
    await expect(busy).resolves.toBe('slow');
    expect(limiter.load).toEqual({ active: 0, waiting: 0 });
  });

  it("bounds one upload's and one uploader's share of the line (issue 31, item 4)", async () => {
    const limiter = new RenderLimiter(2, 100);
    const gate = deferred();
    const upload = (path: string, owner = 7) => [
      { key: `upload:${path}`, max: 2 },
      { key: `owner:${owner}`, max: 3 },
    ];
    const held = [limiter.run(() => gate.promise, upload('a.webp')), limiter.run(() => gate.promise, upload('a.webp'))];
    // A third variant of the same upload: refused, though the line has room.
    await expect(limiter.run(async () => undefined, upload('a.webp'))).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    held.push(limiter.run(() => gate.promise, upload('b.webp')));
    // The uploader's fourth render in the line: refused; another uploader's goes on.
    await expect(limiter.run(async () => undefined, upload('c.webp'))).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    held.push(limiter.run(() => gate.promise, upload('d.webp', 8)));
    gate.resolve();
    await Promise.all(held);
    expect(limiter.load).toEqual({ active: 0, waiting: 0 });
    await expect(limiter.run(async () => 'again', upload('a.webp'))).resolves.toBe('again');
  });
});
