import { z } from 'zod';
import { parseSigningKey, parseTrustedKeys } from './identity/caller-assertion.js';

/** A setting parsed by `parse`, whose error message becomes the setting's problem. */
function parsedSetting<T>(parse: (text: string) => T) {
  return z.string().transform((text, ctx) => {
    try {
      return parse(text);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });
}

/** The deployable's own caller-assertion key: `<keyId>:<base64 PKCS#8 Ed25519>` (a Secret). */
export const serviceIdentityKeySetting = parsedSetting(parseSigningKey);

/** How a deployable traces: the settings it adds to its schema, read by `startTracing`. */
export const tracingSettings = {
  /** The OTLP/HTTP collector that traces go to (`<endpoint>/v1/traces`); tracing is off without it. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The share of traces started here that are recorded (OpenTelemetry's parent-based trace-id
   * ratio sampler): a request that arrives with a trace context follows its caller's decision.
   */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
};

/**
 * Put before every topic name and consumer group id (`topicOf(type, prefix)`): the test suites
 * sharing one broker each set their own, so one suite's events never reach another's consumers.
 * Empty by default: the topics are the events' wire names, as the chart's cluster declares them.
 */
export const kafkaTopicPrefixSetting = z
  .string()
  .regex(/^[A-Za-z0-9._-]*$/, "letters, digits, '.', '_' and '-' only (a Kafka topic name's characters)")
  .max(100)
  .default('');

/**
 * How a deployable signs in to Kafka: its SCRAM user (in the chart its KafkaUser, whose Secret
 * holds the password; on one machine the user dev-infra made for it). Neither set: a broker
 * without authentication. `kafkaSasl` reads them.
 */
export const kafkaAuthSettings = {
  KAFKA_SASL_MECHANISM: z.enum(['scram-sha-512', 'scram-sha-256']).default('scram-sha-512'),
  KAFKA_USERNAME: z.string().min(1).optional(),
  KAFKA_PASSWORD: z.string().min(1).optional(),
};

/** Settings every service shares; a service extends this with its own. */
export const baseConfigSchema = z.object({
  /** Production unless development (dev inbox, demo data) or test is asked for explicitly. */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GRPC_HOST: z.string().default('0.0.0.0'),
  GRPC_PORT: z.coerce.number().int().min(0).max(65535).default(50051),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  KAFKA_BROKERS: z
    .string()
    .min(1)
    .transform((s) => s.split(',').map((b) => b.trim()).filter(Boolean)),
  /** Replicas of each topic the service creates: 1 on one machine, 3 in the chart's cluster. */
  KAFKA_REPLICATION_FACTOR: z.coerce.number().int().min(1).default(1),
  KAFKA_TOPIC_PREFIX: kafkaTopicPrefixSetting,
  ...kafkaAuthSettings,
  /** `api` serves gRPC and relays the outbox; `worker` runs the Kafka consumers. */
  SERVICE_ROLES: z
    .string()
    .default('api,worker')
    .transform((s) => s.split(',').map((r) => r.trim()))
    .pipe(z.array(z.enum(['api', 'worker'])).min(1)),
  /** Where Prometheus scrapes `GET /metrics` (on GRPC_HOST). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  ...tracingSettings,
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(500),
  SERVICE_IDENTITY_KEY: serviceIdentityKeySetting,
  /** Whose caller assertions this service accepts: `<issuer>:<keyId>:<base64 SPKI Ed25519>,…`. */
  SERVICE_TRUSTED_KEYS: parsedSetting(parseTrustedKeys),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment once at start-up; fails fast with every problem listed. */
export function parseConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined>): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}
