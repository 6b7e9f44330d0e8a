import { useCallback, useEffect, useRef, useState } from 'react';
import { blogFormSnapshot, type BlogFormValues } from '../blog-form-values';
import { useDeleteEditorDraftMutation, useSaveEditorDraftMutation } from './editor-drafts-api';

/** How long typing pauses before the draft goes to the server. */
export const AUTOSAVE_AFTER_MS = 2000;

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'offline';

export const autosaveText: Record<AutosaveState, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Not saved: offline, kept on this device',
};

/**
 * Sends the editor's unsaved values to the server's drafts a couple of seconds after typing stops,
 * at once when asked (the form lost focus), and again when the browser is back online. The blog
 * itself changes only by its own button; this keeps the work, not the blog.
 */
export function useAutosave(blogId: string | undefined, values: BlogFormValues, unsaved: boolean) {
  const [saveDraft] = useSaveEditorDraftMutation();
  const [deleteDraft] = useDeleteEditorDraftMutation();
  const [state, setState] = useState<AutosaveState>('idle');
  const snapshot = blogFormSnapshot(values);
  const latest = useRef({ values, snapshot, unsaved });
  // The timer and the blur handler read the values of the last render, whenever they fire.
  useEffect(() => {
    latest.current = { values, snapshot, unsaved };
  });
  /** What the server has, and the save under way (so a final save or discard can wait for it). */
  const savedSnapshot = useRef<string | null>(null);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  const finished = useRef(false);

  const saveNow = useCallback(() => {
    const { values: current, snapshot: shown, unsaved: changed } = latest.current;
    if (finished.current || !changed || shown === savedSnapshot.current) return;
    const { chosenImage: _file, ...kept } = current;
    setState('saving');
    const saving = saveDraft({ blogId, values: kept }).then((result) => {
      if (finished.current) return;
      if (result.error) {
        setState('offline');
        return;
      }
      savedSnapshot.current = shown;
      setState(latest.current.snapshot === shown ? 'saved' : 'saving');
    });
    inFlight.current = saving;
  }, [blogId, saveDraft]);

  useEffect(() => {
    if (!unsaved) return;
    const timer = setTimeout(saveNow, AUTOSAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [snapshot, unsaved, saveNow]);

  useEffect(() => {
    window.addEventListener('online', saveNow);
    return () => window.removeEventListener('online', saveNow);
  }, [saveNow]);

  /**
   * The blog was saved, or the changes discarded: the draft goes, after any save under way.
   * Closing stops autosaving; discarding restored changes in an open editor does not.
   */
  const forgetDraft = useCallback(
    async ({ closing = true }: { closing?: boolean } = {}) => {
      if (closing) finished.current = true;
      await inFlight.current;
      savedSnapshot.current = null;
      await deleteDraft(blogId);
    },
    [blogId, deleteDraft],
  );

  return { state, saveNow, forgetDraft };
}
