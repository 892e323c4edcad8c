/**
 * A small seeded generator (mulberry32): the same seed gives the same demo fleet on every machine,
 * so tests and benchmarks can name the records they expect.
 */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability: number): boolean => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    weighted: <T>(choices: readonly (readonly [T, number])[]): T => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [choice, weight] of choices) {
        roll -= weight;
        if (roll < 0) return choice;
      }
      return choices[choices.length - 1]![0];
    },
    digits: (count: number): string => Array.from({ length: count }, () => String(int(0, 9))).join(''),
    date: (fromYear: number, toYear: number): string =>
      `${int(fromYear, toYear)}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`,
  };
}

export type Random = ReturnType<typeof createRandom>;
