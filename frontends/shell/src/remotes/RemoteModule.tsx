import { useShellTexts } from '../locales';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Button, Skeleton } from '@shop/ui';

/** Loads `remote/module` at run time; `key` changes force a fresh attempt. */
function useRemoteComponent(id: string, attempt: number) {
  return useMemo(
    () =>
      lazy(async () => {
        const module = await loadRemote<{ default: ComponentType }>(id);
        if (!module?.default) throw new Error(`${id} has no default export`);
        return { default: module.default };
      }),
    // A new attempt must build a new lazy component, or React keeps the failed one.
    [id, attempt],
  );
}

class RemoteBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return this.props.fallback(() => {
        this.setState({ failed: false });
        this.props.onRetry();
      });
    }
    return this.props.children;
  }
}

function RemoteUnavailable({ retry }: { retry: () => void }) {
  const { t } = useShellTexts();
  return (
    <div role="alert" className="shell-remote-error">
      <p>{t('remote.unavailable')}</p>
      <Button onClick={retry}>{t('remote.retry')}</Button>
    </div>
  );
}

/** A page or widget from a micro-frontend, isolated: if it fails to load, the rest of the app stays. */
export function RemoteModule({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  const RemoteComponent = useRemoteComponent(id, attempt);
  return (
    <RemoteBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)} fallback={(retry) => <RemoteUnavailable retry={retry} />}>
      <Suspense fallback={<Skeleton height="12rem" />}>
        <RemoteComponent />
      </Suspense>
    </RemoteBoundary>
  );
}

/** A route's page component that shows `remote/module`. */
export function remotePage(id: string): () => ReactNode {
  return function RemotePage() {
    return <RemoteModule id={id} />;
  };
}
