import { apiRequest } from '@clinic/shared/api/api-client';
import { fallbackMessages } from '@clinic/shared/api/fallback-messages';
import type { SocialLink } from '@clinic/shared/entities/link';
import type { SocialLinkInput } from '@clinic/shared/schemas/social-link';
import type { AppDispatch } from '@clinic/shared/store/make-store';
import { linksActions } from '@clinic/shared/store/slices/links-slice';
import { showToast } from '@clinic/shared/store/slices/toasts-slice';
import { staffRequest } from '../auth/staff-request';
import { reportFailure } from '../toasts/report-failure';

/** Spec §7: the list is public (no token); §4: request, success or failure. */
export function fetchLinks() {
  return async (dispatch: AppDispatch): Promise<void> => {
    dispatch(linksActions.linksRequest());
    try {
      const { data } = await apiRequest<{ data: SocialLink[] }>('/social-links', {
        fallbackMessage: fallbackMessages.fetchLinks,
      });
      dispatch(linksActions.fetchLinksSuccess(data));
    } catch (error) {
      reportFailure(dispatch, error, fallbackMessages.fetchLinks, linksActions.linksFailure);
    }
  };
}

/** Adds a link (the new one goes first), then refetches the list. Resolves true on success. */
export function addLink(input: SocialLinkInput) {
  return async (dispatch: AppDispatch): Promise<boolean> => {
    dispatch(linksActions.linksRequest());
    try {
      const answer = await staffRequest<{ data: { data: SocialLink } }>(dispatch, '/social-links', {
        method: 'POST',
        body: input,
        fallbackMessage: fallbackMessages.createLink,
      });
      dispatch(linksActions.addLinkSuccess(answer.data.data));
      dispatch(showToast('success', 'Link added'));
    } catch (error) {
      reportFailure(dispatch, error, fallbackMessages.createLink, linksActions.linksFailure);
      return false;
    }
    await dispatch(fetchLinks());
    return true;
  };
}

/** Deletes a link, then refetches the list. */
export function deleteLink(id: string) {
  return async (dispatch: AppDispatch): Promise<boolean> => {
    dispatch(linksActions.linksRequest());
    try {
      await staffRequest(dispatch, `/social-links/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        fallbackMessage: fallbackMessages.deleteLink,
      });
      dispatch(linksActions.deleteLinkSuccess(id));
      dispatch(showToast('success', 'Link deleted'));
    } catch (error) {
      reportFailure(dispatch, error, fallbackMessages.deleteLink, linksActions.linksFailure);
      return false;
    }
    await dispatch(fetchLinks());
    return true;
  };
}
