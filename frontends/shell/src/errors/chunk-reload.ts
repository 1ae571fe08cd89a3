import { isChunkLoadError, shouldReloadForChunkError } from '../lib/chunk-reload';

/** A chunk from an older deploy is gone: reload once (at most every 10 s) to get the new build. */
export function installChunkReloadGuard(): void {
  const onError = (error: unknown) => {
    if (isChunkLoadError(error) && shouldReloadForChunkError(sessionStorage, Date.now())) location.reload();
  };
  window.addEventListener('error', (event) => onError(event.error));
  window.addEventListener('unhandledrejection', (event) => onError(event.reason));
}
