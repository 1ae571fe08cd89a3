/** The runner's exit codes, as k6's. */
export const EXIT = { thresholdsFailed: 99, invalidConfig: 104, externalAbort: 105, scriptException: 107 } as const;
