/** A small seeded PRNG (mulberry32): the same seed always gives the same sequence, on every platform. */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Picks by weight: `[[value, weight], ...]`. */
  weighted: <T>(entries: readonly (readonly [T, number])[]) => T;
  /** `count` distinct items in random order (fewer when the list is shorter). */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** Leans towards the start of a list of `length`: index 0 is the most likely (Zipf-like). */
  skewedIndex: (length: number, power?: number) => number;
};

/** Mixes a seed with a label so that each phase draws from its own stream. */
export const deriveSeed = (seed: number, label: string): number => {
  let hash = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < label.length; i++) {
    hash = Math.imul(hash ^ label.charCodeAt(i), 0x85ebca6b) >>> 0;
    hash ^= hash >>> 13;
  }
  return hash >>> 0;
};

export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let roll = next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return (entries[entries.length - 1] as readonly [T, number])[0];
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  };
  const skewedIndex = (length: number, power = 2) => Math.min(length - 1, Math.floor(length * next() ** power));
  return { next, int, chance: (p) => next() < p, pick, weighted, sample, skewedIndex };
};
