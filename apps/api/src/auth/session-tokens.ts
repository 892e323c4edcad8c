import { jwtVerify, SignJWT } from 'jose';

export interface SessionClaims {
  userId: number;
  tokenVersion: number;
}

export interface SessionTokens {
  issue(user: { id: number; email: string; role: string; status: string; tokenVersion: number }): Promise<string>;
  /** The claims of a valid, unexpired token; null for anything else. */
  read(token: string): Promise<SessionClaims | null>;
}

export function createSessionTokens(secret: string, ttlSeconds: number): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (user) =>
      new SignJWT({ email: user.email, roleName: user.role, status: user.status, tv: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    read: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const tokenVersion = payload.tv;
        if (!Number.isInteger(userId) || typeof tokenVersion !== 'number' || payload.exp === undefined) return null;
        return { userId, tokenVersion };
      } catch {
        return null;
      }
    },
  };
}
