// React 18+ has useSyncExternalStore built in; libraries that still import the shim get React's.
export { useSyncExternalStore } from 'react';
