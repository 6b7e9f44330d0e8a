import { useEffect, useRef } from 'react';
import { blogFormSnapshot, type BlogFormValues } from '../blog-form-values';
import { forgetCopy, keepCopy } from './kept-copy';

/** How long typing pauses before the browser copy is written. */
const KEEP_AFTER_MS = 300;

/**
 * Whether the editor holds changes the server does not have (compared with the blog as it was
 * opened). While it does, a copy is kept in this browser, and leaving the page (reload, closing
 * the tab, typing another address) asks first.
 */
export function useUnsavedChanges(
  blogId: string | undefined,
  values: BlogFormValues,
  opened: BlogFormValues,
): boolean {
  const snapshot = blogFormSnapshot(values);
  const unsaved = snapshot !== blogFormSnapshot(opened);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (unsaved) keepCopy(blogId, values);
      else forgetCopy(blogId);
    }, KEEP_AFTER_MS);
    return () => clearTimeout(timer);
    // The snapshot stands for the values: a new object with the same content changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blogId, snapshot, unsaved]);

  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    // The page is going (reload, closed tab) within the pause above: the copy is written now.
    const keepNow = () => keepCopy(blogId, latest.current);
    window.addEventListener('beforeunload', ask);
    window.addEventListener('pagehide', keepNow);
    return () => {
      window.removeEventListener('beforeunload', ask);
      window.removeEventListener('pagehide', keepNow);
    };
  }, [blogId, unsaved]);

  return unsaved;
}
