import { Component, type ReactNode } from 'react';

/** Shown while a remote's code arrives; announced politely to screen readers. */
export function RemoteLoading() {
  return (
    <div className="remote-loading" role="status" aria-live="polite">
      <span className="remote-loading__spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}

interface UnavailableProps {
  onRetry: () => void;
}

/** What a visitor sees when one part of the site cannot load; the rest keeps working. */
export function RemoteUnavailable({ onRetry }: UnavailableProps) {
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

interface BoundaryProps {
  /** Renders in place of the region, with a way to try again. */
  fallback: (retry: () => void) => ReactNode;
  /** Changing this (another page) clears a past failure. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a remote's failure inside its own region: the header, navbar and footer stay up. */
export class RemoteErrorBoundary extends Component<BoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A part of the site failed to load:', error);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false });
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
