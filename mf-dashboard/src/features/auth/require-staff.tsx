import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { tokenStorage } from '@clinic/browser-kit/api/token-storage';
import { paths } from '@clinic/contracts/routes/paths';
import { useAppDispatch, useAppSelector } from '@clinic/browser-kit/store/hooks';
import { userActions } from '../../store/user-slice';
import { restoreSession } from './restore-session';

/**
 * Product §2 protection: while the user state is loading show nothing; when authenticated show the
 * page; otherwise go to /signin.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const loading = useAppSelector((state) => state.user?.loading ?? true);
  const isAuthenticated = useAppSelector((state) => state.user?.isAuthenticated ?? false);

  useEffect(() => {
    if (loading) void dispatch(restoreSession());
  }, [dispatch, loading]);

  // Each protected page checks again that the token is still here: signing out in another tab
  // removes it, and this tab must not go on showing staff data.
  useEffect(() => {
    if (isAuthenticated && !tokenStorage.get()) dispatch(userActions.sessionMissing());
  }, [dispatch, isAuthenticated]);

  if (loading) return null;
  return isAuthenticated ? children : <Navigate to={paths.signin.getHref()} replace />;
}
