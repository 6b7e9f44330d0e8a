/** Shown while a remote's code arrives; announced politely to screen readers. */
export function RemoteLoading() {
  return (
    <div className="remote-loading" role="status" aria-live="polite">
      <span className="remote-loading__spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
