/** What `npm start` reads from its environment, with the defaults of a developer's machine. */
export interface StackSettings {
  /** Where the gateway listens: loopback unless HOST says otherwise (e.g. 0.0.0.0 for a phone on the LAN). */
  host: string;
  port: number;
  /** Development unless NODE_ENV says otherwise: the services themselves default to production. */
  nodeEnv: string;
}

export function stackSettings(env: Record<string, string | undefined>): StackSettings {
  return { host: env.HOST || '127.0.0.1', port: Number(env.PORT ?? 3000), nodeEnv: env.NODE_ENV || 'development' };
}
