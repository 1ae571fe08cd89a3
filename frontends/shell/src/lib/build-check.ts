// Detects that a newer build has been deployed while the tab was open, so the shell can offer a
// reload. The latest build is read from a small JSON file published with every deploy.

export interface BuildInfo {
  id: string;
  timestamp: number;
}

/** The build described by the fetched JSON, or undefined when it does not have the expected shape. */
export function parseLatestBuild(json: unknown): BuildInfo | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const { id, timestamp } = json as { id?: unknown; timestamp?: unknown };
  if (typeof id !== 'string' || id.trim() === '') return undefined;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return undefined;
  // Only the known fields are kept, so nothing else from the network reaches the app.
  return { id, timestamp };
}

/**
 * Whether the latest build differs from the running one. Any different id counts, not only a
 * later timestamp: a rollback is also a build the tab should switch to. Without a current id
 * (a development build) there is nothing to compare, so the answer is no.
 */
export function isNewerBuild(current: string, latest: Pick<BuildInfo, 'id'> | undefined): boolean {
  if (latest === undefined || current === '') return false;
  return latest.id !== current;
}
