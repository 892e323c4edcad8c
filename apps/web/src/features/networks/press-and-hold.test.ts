import { describe, expect, it } from 'vitest';
import { holdRepeatDelay, HOLD_REPEAT_FLOOR_MS } from './press-and-hold';

describe('press-and-hold repeat', () => {
  it('starts at 100 ms and halves each time', () => {
    expect([0, 1, 2, 3].map(holdRepeatDelay)).toEqual([100, 50, 25, 12.5].map((ms) => Math.max(ms, HOLD_REPEAT_FLOOR_MS)));
    expect(holdRepeatDelay(0)).toBe(100);
    expect(holdRepeatDelay(1)).toBe(50);
    expect(holdRepeatDelay(2)).toBe(25);
  });

  it('never repeats faster than a frame', () => {
    expect(holdRepeatDelay(3)).toBe(HOLD_REPEAT_FLOOR_MS);
    expect(holdRepeatDelay(50)).toBe(HOLD_REPEAT_FLOOR_MS);
  });
});
