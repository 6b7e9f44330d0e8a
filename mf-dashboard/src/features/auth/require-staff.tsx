import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { tokenStorage } from '@clinic/shared/api/token-storage';
import { useAppDispatch, useAppSelector } from '@clinic/shared/store/hooks';
import { userActions } from '@clinic/shared/store/slices/user-slice';
import { paths } from '@clinic/shared/routes/paths';

/**
 * Spec §2 protection: while the user state is loading show nothing; when authenticated show the
 * page; otherwise go to /signin.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { loading, isAuthenticated } = useAppSelector((state) => state.user) ?? {
    loading: true,
    isAuthenticated: false,
  };
  useEffect(() => {
    if (!loading) return;
    if (tokenStorage.get()) dispatch(userActions.signInSuccess(null));
    else dispatch(userActions.sessionMissing());
  }, [dispatch, loading]);
  if (loading) return null;
  return isAuthenticated ? children : <Navigate to={paths.signin.getHref()} replace />;
}
