import { parseTrustedKeys } from '@shop/service-kit';

/** What `npm start` reads from its environment, with the defaults of a developer's machine. */
export interface StackSettings {
  /** Where the gateway listens: loopback unless HOST says otherwise (e.g. 0.0.0.0 for a phone on the LAN). */
  host: string;
  port: number;
  /** Development unless NODE_ENV says otherwise: the services themselves default to production. */
  nodeEnv: string;
  /** Where the gateway's spans go (every process inherits the variable); tracing is off without it. */
  otlpEndpoint: string | undefined;
  /** The share of requests the gateway, where traces start, records (OTEL_TRACES_SAMPLER_ARG, default all). */
  traceSampleRatio: number;
  /** Whether the gateway keeps public answers as the CDN would (GATEWAY_SHARED_CACHE=off measures without it). */
  sharedCache: boolean;
  /**
   * Public keys every service trusts besides the stack's own (`<issuer>:<keyId>:<base64 SPKI>,…`,
   * STACK_TRUSTED_KEYS): for a tool that calls services directly, such as the fund.post bench
   * signing as `order`. Refused in production.
   */
  extraTrustedKeys: string | undefined;
}

export function stackSettings(env: Record<string, string | undefined>): StackSettings {
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG || 1);
  if (!(ratio >= 0 && ratio <= 1)) throw new Error(`OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1, not "${env.OTEL_TRACES_SAMPLER_ARG}"`);
  const nodeEnv = env.NODE_ENV || 'development';
  const extraTrustedKeys = env.STACK_TRUSTED_KEYS || undefined;
  if (extraTrustedKeys !== undefined) {
    if (nodeEnv === 'production') throw new Error('STACK_TRUSTED_KEYS is for development tools: it is refused with NODE_ENV=production');
    try {
      parseTrustedKeys(extraTrustedKeys);
    } catch (error) {
      throw new Error(`STACK_TRUSTED_KEYS: ${(error as Error).message}`, { cause: error });
    }
  }
  return {
    host: env.HOST || '127.0.0.1',
    port: Number(env.PORT ?? 3000),
    nodeEnv,
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined,
    traceSampleRatio: ratio,
    sharedCache: env.GATEWAY_SHARED_CACHE !== 'off',
    extraTrustedKeys,
  };
}
