import { useCreatePreviewMutation } from '../blogs-api';

/**
 * Opens a blog as patients will see it, through a private preview link, in a new tab: for the
 * list's Preview and the editor's alike. The tab opens at the click (a tab opened after an answer
 * is blocked as a pop-up) and goes to the link once `blogToShow` has answered the blog's id (the
 * editor saves first) and the server has made the link; it closes when either fails.
 */
export function useOpenPreview() {
  const [createPreview] = useCreatePreviewMutation();
  return async (blogToShow: () => Promise<string | null>) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    const id = await blogToShow();
    const result = id ? await createPreview(id) : undefined;
    if (!tab) return;
    if (result?.data) tab.location.href = result.data.path;
    else tab.close();
  };
}
