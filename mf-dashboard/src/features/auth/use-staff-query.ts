import useSWR, { type SWRConfiguration } from 'swr';
import { tokenStorage } from '@clinic/browser-kit/api/token-storage';
import { useAppDispatch } from '@clinic/browser-kit/store/hooks';
import { staffRequest } from '../../store/staff-request';

/**
 * A staff read through SWR (counts and badges, not the managed lists, which live in the store).
 * The answer is kept as the API sent it. Without a token (signing out) it is not asked again; a
 * refused token signs the user out (staffRequest).
 */
export function useStaffQuery<T>(
  path: string,
  fallbackMessage: string,
  options: SWRConfiguration<T> = {},
) {
  const dispatch = useAppDispatch();
  return useSWR<T>(path, (key: string) => staffRequest<T>(dispatch, key, { fallbackMessage }), {
    shouldRetryOnError: false,
    isPaused: () => !tokenStorage.get(),
    ...options,
  });
}
