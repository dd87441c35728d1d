import { BoundedMap } from '../bounded-map';

describe('BoundedMap', () => {
  it('keeps at most maxEntries, dropping the oldest first', () => {
    const map = new BoundedMap<string, number>(3);
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) map.set(key, i);
    expect(map.size).toBe(3);
    expect(map.has('a')).toBe(false);
    expect([map.get('b'), map.get('c'), map.get('d')]).toEqual([1, 2, 3]);
  });

  it('never drops an entry used within the last maxEntries / 2 writes', () => {
    const map = new BoundedMap<number, string>(10);
    for (let i = 0; i < 10; i += 1) map.set(i, `v${i}`);
    // 0 is the oldest write; read after 10 newer writes it moves to the young end.
    expect(map.get(0)).toBe('v0');
    for (let i = 10; i < 15; i += 1) map.set(i, `v${i}`);
    expect(map.get(0)).toBe('v0');
    expect(map.has(1)).toBe(false);
    // Read on every step, it outlives any number of writes.
    for (let i = 15; i < 100; i += 1) {
      map.set(i, `v${i}`);
      expect(map.get(0)).toBe('v0');
    }
    expect(map.size).toBe(10);
  });

  it('overwrites, deletes and clears', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('a', 2);
    expect(map.get('a')).toBe(2);
    expect(map.size).toBe(1);
    map.delete('a');
    expect(map.get('a')).toBeUndefined();
    map.set('b', 1);
    map.clear();
    expect(map.size).toBe(0);
  });
});
