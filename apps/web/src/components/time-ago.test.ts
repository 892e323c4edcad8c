import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

describe('timeAgo', () => {
  const now = new Date('2026-05-10T12:00:00Z');

  it('says how long ago a date was', () => {
    expect(timeAgo('2026-05-07T12:00:00Z', now)).toBe('3 days ago');
    expect(timeAgo('2026-05-10T11:55:00Z', now)).toBe('5 minutes ago');
  });

  it('says just now for a date a little ahead of the browser clock, and a dash for no date', () => {
    expect(timeAgo('2026-05-10T12:00:03Z', now)).toBe('just now');
    expect(timeAgo('not a date', now)).toBe('-');
  });
});
