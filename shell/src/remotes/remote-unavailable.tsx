interface Props {
  onRetry: () => void;
}

/** What a visitor sees when one part of the site cannot load; the rest keeps working. */
export function RemoteUnavailable({ onRetry }: Props) {
  return (
    <section className="remote-unavailable" role="alert" aria-live="assertive">
      <h1>This section is not available right now</h1>
      <p>
        We could not load this part of the site. Please check your connection and try again; the
        rest of the site still works.
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
