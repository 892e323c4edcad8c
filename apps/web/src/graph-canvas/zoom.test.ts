import { describe, expect, it } from 'vitest';
import { clampZoom, fitLevel, lowestZoom, steppedZoom, ZOOM_FLOOR } from './zoom';

describe('zoom steps', () => {
  it('moves by 0.1 a step', () => {
    expect(steppedZoom(1, 1)).toBe(1.1);
    expect(steppedZoom(2.5, -1)).toBe(2.4);
  });

  it('stays between 1 and 5', () => {
    expect(steppedZoom(1, -1)).toBe(1);
    expect(steppedZoom(5, 1)).toBe(5);
    expect(clampZoom(0.2)).toBe(1);
    expect(clampZoom(9)).toBe(5);
  });

  it('lands on the step grid without drifting over many steps', () => {
    let zoom = 1;
    for (let i = 0; i < 23; i += 1) zoom = steppedZoom(zoom, 1);
    expect(zoom).toBe(3.3);
    expect(steppedZoom(1.2345, 1)).toBe(1.3);
    expect(steppedZoom(1.2345, -1)).toBe(1.2);
  });
});

describe('the lowest zoom', () => {
  it('is 1 for a graph that fits at 1', () => {
    expect(lowestZoom(fitLevel({ w: 400, h: 300 }, { w: 1000, h: 600 }))).toBe(1);
  });

  it('goes below 1 only as far as showing a big graph whole', () => {
    const fit = fitLevel({ w: 3840, h: 1000 }, { w: 1000, h: 600 });
    expect(fit).toBeCloseTo(0.24);
    expect(lowestZoom(fit)).toBeCloseTo(0.24);
    expect(steppedZoom(0.3, -1, lowestZoom(fit))).toBeCloseTo(0.24);
    expect(lowestZoom(0)).toBe(ZOOM_FLOOR);
  });
});
