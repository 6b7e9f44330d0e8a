import { apiRequest } from '@clinic/shared/api/api-client';
import { fallbackMessages } from '@clinic/shared/api/fallback-messages';
import type { SocialLink } from '@clinic/shared/entities/link';
import type { SocialLinkInput } from '@clinic/shared/schemas/social-link';
import type { AppDispatch } from '@clinic/shared/store/make-store';
import { linksActions } from '@clinic/shared/store/slices/links-slice';
import { staffRequest } from '@clinic/shared/store/staff-request';
import { runStaffAction } from '../toasts/staff-action';

/** Spec §7: the list is public (no token); §4: request, success or failure. */
export function fetchLinks() {
  return async (dispatch: AppDispatch): Promise<void> => {
    await runStaffAction(dispatch, {
      start: linksActions.linksRequest,
      call: () =>
        apiRequest<{ data: SocialLink[] }>('/social-links', {
          fallbackMessage: fallbackMessages.fetchLinks,
        }),
      succeeded: (answer) => linksActions.fetchLinksSuccess(answer.data),
      fallbackMessage: fallbackMessages.fetchLinks,
      failed: linksActions.linksFailure,
    });
  };
}

/** Adds a link (the new one goes first), then refetches the list. Resolves true on success. */
export function addLink(input: SocialLinkInput) {
  return (dispatch: AppDispatch): Promise<boolean> =>
    runStaffAction(dispatch, {
      start: linksActions.linksRequest,
      call: () =>
        staffRequest<{ data: { data: SocialLink } }>(dispatch, '/social-links', {
          method: 'POST',
          body: input,
          fallbackMessage: fallbackMessages.createLink,
        }),
      succeeded: (answer) => linksActions.addLinkSuccess(answer.data.data),
      successMessage: 'Link added',
      fallbackMessage: fallbackMessages.createLink,
      failed: linksActions.linksFailure,
      refetch: fetchLinks,
    });
}

/** Deletes a link, then refetches the list. */
export function deleteLink(id: string) {
  return (dispatch: AppDispatch): Promise<boolean> =>
    runStaffAction(dispatch, {
      start: linksActions.linksRequest,
      call: () =>
        staffRequest(dispatch, `/social-links/${encodeURIComponent(id)}`, {
          method: 'DELETE',
          fallbackMessage: fallbackMessages.deleteLink,
        }),
      succeeded: () => linksActions.deleteLinkSuccess(id),
      successMessage: 'Link deleted',
      fallbackMessage: fallbackMessages.deleteLink,
      failed: linksActions.linksFailure,
      refetch: fetchLinks,
    });
}
