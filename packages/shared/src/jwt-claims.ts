/** Reads a JWT's payload without verifying it: the browser only needs `exp` and the claims it shows. */
export interface SessionClaims {
  sub?: string;
  email?: string;
  exp?: number;
}

export function readJwtClaims(token: string): SessionClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? (claims as SessionClaims) : null;
  } catch {
    return null;
  }
}

/** The spec's rule: the token's `exp` (seconds) in the past means the session is over. */
export function isTokenExpired(token: string, nowMs = Date.now()): boolean {
  const exp = readJwtClaims(token)?.exp;
  return typeof exp !== 'number' || exp * 1000 <= nowMs;
}
