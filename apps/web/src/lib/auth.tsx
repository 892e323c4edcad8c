import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { UserRecord } from '@fleetgraph/shared/contracts/users';
import { isTokenExpired } from '@fleetgraph/shared/jwt-claims';
import { apiFetch, setUnauthorizedHandler } from './api-client';
import { clearSession, readToken, storeToken } from './session-store';

interface Auth {
  token: string | null;
  user: UserRecord | null;
  /** A token is stored and the profile behind it is still loading. */
  isLoading: boolean;
  signIn(token: string): Promise<UserRecord>;
  /** 'expired' when the session ended by itself (token past its exp, or a 401), for the login page to say so. */
  signOutReason: SignOutReason | null;
  signOut(reason?: SignOutReason): void;
  refreshUser(): Promise<void>;
}

export type SignOutReason = 'expired';

const AuthContext = createContext<Auth | null>(null);

const fetchMe = () => apiFetch<UserRecord>('/api/uaa/v1/users/me');

/** The stored session at start-up; one whose token has expired is cleared and said to be so. */
function initialSession(): { token: string | null; reason: SignOutReason | null } {
  const token = readToken();
  if (token && isTokenExpired(token)) {
    clearSession();
    return { token: null, reason: 'expired' };
  }
  return { token, reason: null };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [initial] = useState(initialSession);
  const [token, setToken] = useState<string | null>(initial.token);
  const [signOutReason, setSignOutReason] = useState<SignOutReason | null>(initial.reason);

  const me = useQuery({ queryKey: ['me', token], queryFn: fetchMe, enabled: token !== null, retry: false });

  const signOut = useCallback(
    (reason?: SignOutReason) => {
      clearSession();
      setToken(null);
      setSignOutReason(reason ?? null);
      queryClient.clear();
    },
    [queryClient],
  );

  useEffect(() => setUnauthorizedHandler(() => signOut('expired')), [signOut]);

  const signIn = useCallback(
    async (newToken: string) => {
      storeToken(newToken);
      const user = await queryClient.fetchQuery({ queryKey: ['me', newToken], queryFn: fetchMe });
      setToken(newToken);
      setSignOutReason(null);
      return user;
    },
    [queryClient],
  );

  const refreshUser = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['me'] });
  }, [queryClient]);

  const value = useMemo<Auth>(
    () => ({
      token,
      user: token ? (me.data ?? null) : null,
      isLoading: token !== null && me.isPending && !me.isError,
      signOutReason,
      signIn,
      signOut,
      refreshUser,
    }),
    [token, me.data, me.isPending, me.isError, signOutReason, signIn, signOut, refreshUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider');
  return auth;
}
