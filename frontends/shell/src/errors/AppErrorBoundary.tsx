import { Component, lazy, Suspense, type ReactNode } from 'react';

const ErrorScreen = lazy(() => import('./ErrorScreen').then((m) => ({ default: m.ErrorScreen })));

interface Props {
  /** Where "Go back home" leads once the error is cleared. */
  onHome: () => void;
  children: ReactNode;
}

/** Anything a page throws while rendering switches the app to the fatal error screen. */
export class AppErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('An error occurred') };
  }

  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ErrorScreen
          error={this.state.error}
          onHome={() => {
            this.setState({ error: undefined });
            this.props.onHome();
          }}
        />
      </Suspense>
    );
  }
}
