import { Component, type ReactNode } from 'react';

interface Props {
  /** What stands in for the part whose data failed; `retry` renders it again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /**
   * Called before rendering again, to send the failed queries back to pending (else they rethrow
   * at once); needed only by a fallback that offers a retry.
   */
  onRetry?: () => void;
  children: ReactNode;
}

/**
 * Catches a failed `useSuspenseQuery` in the part it wraps (a public page's data), so the page
 * shows a not-found or retry state instead of the app's fatal error screen.
 */
export class QueryBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('An error occurred') };
  }

  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children;
    return this.props.fallback(this.state.error, () => {
      this.props.onRetry?.();
      this.setState({ error: undefined });
    });
  }
}
