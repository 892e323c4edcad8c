import { describe, expect, it } from 'vitest';
import { isDoubleTap } from './double-tap';

describe('double-tap', () => {
  it('is two taps on one node within 300 ms', () => {
    expect(isDoubleTap({ id: 'a', at: 1000 }, { id: 'a', at: 1300 })).toBe(true);
  });

  it('is not a slower second tap, a tap on another node, or a first tap', () => {
    expect(isDoubleTap({ id: 'a', at: 1000 }, { id: 'a', at: 1301 })).toBe(false);
    expect(isDoubleTap({ id: 'a', at: 1000 }, { id: 'b', at: 1100 })).toBe(false);
    expect(isDoubleTap(null, { id: 'a', at: 1000 })).toBe(false);
  });
});
