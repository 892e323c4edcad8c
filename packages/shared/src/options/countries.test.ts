import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';

describe('country list', () => {
  it('holds about 250 countries with unique numeric ids and names', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(new Set(COUNTRIES.map((c) => c.id)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.label)).size).toBe(COUNTRIES.length);
  });
});
