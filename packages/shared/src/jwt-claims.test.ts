import { describe, expect, it } from 'vitest';
import { isTokenExpired, readJwtClaims } from './jwt-claims';

const tokenWith = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.signature`;

describe('session token expiry', () => {
  it('reads exp in seconds and compares it with now', () => {
    const now = 1_800_000_000_000;
    expect(isTokenExpired(tokenWith({ exp: now / 1000 + 60 }), now)).toBe(false);
    expect(isTokenExpired(tokenWith({ exp: now / 1000 - 1 }), now)).toBe(true);
  });

  it('treats a token without exp or that is not a JWT as expired', () => {
    expect(isTokenExpired(tokenWith({ sub: '1' }))).toBe(true);
    expect(isTokenExpired('garbage')).toBe(true);
    expect(readJwtClaims('a.%%%.c')).toBeNull();
  });
});
