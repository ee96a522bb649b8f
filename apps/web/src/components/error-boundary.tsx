import { Component, type ReactNode } from 'react';

type Props = {
  /** What to show instead of the children once they failed; `reset` renders them again. */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
};

/**
 * Keeps a failing part of a page (a chunk that could not be downloaded, a widget that threw) from taking the
 * whole page with it: the rest stays usable and the part offers a retry.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  reset = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
