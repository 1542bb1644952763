/** A seeded pseudo-random generator with a few conveniences; everything drawn is deterministic. */
export interface Rng {
  (): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  sign(): 1 | -1;
  /** Roughly normal, mean 0, sd 1 (sum of uniforms). */
  gauss(): number;
  /** A new independent generator derived from this one's next value. */
  fork(): Rng;
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32, wrapped with a few conveniences. */
export function makeRng(seed: number): Rng {
  let a = (Math.floor(seed) ^ 0x9e3779b9) >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // Warm up so nearby seeds diverge quickly.
  for (let i = 0; i < 4; i++) next();
  const rng = (() => next()) as Rng;
  rng.range = (min, max) => min + (max - min) * next();
  rng.int = (min, max) => Math.floor(min + (max - min + 1) * next());
  rng.pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick from empty list");
    return items[Math.floor(next() * items.length)] as T;
  };
  rng.chance = (p) => next() < p;
  rng.sign = () => (next() < 0.5 ? -1 : 1);
  rng.gauss = () => (next() + next() + next() + next() - 2) * 1.73;
  rng.fork = () => makeRng(Math.floor(next() * 4294967296));
  rng.shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  };
  return rng;
}

/** Mix a string into a number seed (FNV-1a). */
export function hashSeed(text: string, seed: number): number {
  let h = 2166136261 ^ Math.floor(seed);
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
