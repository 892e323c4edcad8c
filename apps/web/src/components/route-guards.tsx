import { Center, Loader } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isTokenExpired } from '@fleetgraph/shared/jwt-claims';
import { useAuth } from '../lib/auth';
import { readToken } from '../lib/session-store';

/** Pages a CREATED account may see before it has set its own password (spec section 2). */
const CREATED_MAY_SEE = ['/require-change-password', '/terms', '/policy'];

function FullPageLoader() {
  return (
    <Center h="60vh" aria-label="Loading">
      <Loader />
    </Center>
  );
}

/** Public pages: signed-in users go to /home, or to the password page while CREATED. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <FullPageLoader />;
  if (user?.status === 'ACTIVE') {
    // Back to the page the visitor wanted before it was sent to sign in.
    const wanted = (location.state as { from?: string } | null)?.from;
    return <Navigate to={wanted && wanted !== '/login' ? wanted : '/home'} replace />;
  }
  if (user?.status === 'CREATED') return <Navigate to="/require-change-password" replace />;
  return <>{children}</>;
}

/** Protected pages: ACTIVE users only, CREATED ones on their three pages, admins alone on /admin. */
export function Protected({ children, adminOnly = false }: { children: ReactNode; adminOnly?: boolean }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <FullPageLoader />;
  if (!user) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search, status: 'signed-out' }} />;
  }
  if (user.status === 'CREATED' && !CREATED_MAY_SEE.includes(location.pathname)) {
    return <Navigate to="/require-change-password" replace state={{ from: location.pathname, status: user.status }} />;
  }
  if (user.status === 'ACTIVE' && location.pathname === '/require-change-password') {
    return <Navigate to="/home" replace />;
  }
  if (adminOnly && user.roleName !== 'ADMIN') return <Navigate to="/home" replace />;
  return <>{children}</>;
}

/** At each route change, a stored token whose `exp` has passed ends the session. */
export function TokenExpiryWatcher() {
  const location = useLocation();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  useEffect(() => {
    const token = readToken();
    if (token && isTokenExpired(token)) {
      signOut('expired');
      navigate('/login', { replace: true, state: { from: location.pathname, status: 'expired' } });
    }
  }, [location.pathname, location.search, navigate, signOut]);
  return null;
}
