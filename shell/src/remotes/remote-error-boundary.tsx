import { Component, type ReactNode } from 'react';

interface Props {
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
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A part of the site failed to load:', error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false });
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
