/** The shell server's configuration, from its environment. */
export interface ShellServerSettings {
  host: string;
  port: number;
  /** The BFF, where public data for a page comes from (`${bffUrl}/trpc`). */
  bffUrl: string;
  /** The remote configuration: one document (mf-config.json) or a folder of them, one per remote; re-read whenever it changes. */
  mfConfigPath: string;
  /** After this long a page is sent as far as it got; the browser renders the rest. */
  renderTimeoutMs: number;
  logLevel: string;
  /** NODE_ENV=production, as the chart runs it: HSTS is sent. */
  production: boolean;
}

export function readSettings(env: NodeJS.ProcessEnv): ShellServerSettings {
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`${name} is required`);
    return value;
  };
  return {
    host: env['HOST'] ?? '0.0.0.0',
    port: Number(env['PORT'] ?? 8080),
    bffUrl: required('BFF_URL').replace(/\/$/, ''),
    mfConfigPath: required('MF_CONFIG_PATH'),
    renderTimeoutMs: Number(env['RENDER_TIMEOUT_MS'] ?? 5_000),
    logLevel: env['LOG_LEVEL'] ?? 'info',
    production: env['NODE_ENV'] === 'production',
  };
}
