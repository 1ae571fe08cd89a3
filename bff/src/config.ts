import { kafkaAuthSettings, kafkaTopicPrefixSetting, parseConfig, serviceIdentityKeySetting, tracingSettings } from '@shop/service-kit';
import { z } from 'zod';
import { grpcUrlVariable, peerServices, type GrpcUrlVariable, type PeerService } from '@shop/api';

const grpcUrlSettings = Object.fromEntries(peerServices.map((peer) => [grpcUrlVariable(peer), z.string().min(1)])) as Record<GrpcUrlVariable, z.ZodString>;

const configSchema = z
  .object({
    /** Production unless development or test is asked for explicitly: only then are the dev procedures served. */
    NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** Deadline of each call to a service. */
    GRPC_DEADLINE_MS: z.coerce.number().int().positive().default(3_000),
    /** How long a checked session token is trusted without asking identity; a revoked token works at most this long. */
    SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(5_000).default(5_000),
    /** Proxies in front (ingress, gateway) whose X-Forwarded-For gives the shopper's IP; 0 trusts none. */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** Where browsers load stored pictures (the services' MEDIA_PUBLIC_URL): orders keep only a picture's key. */
    MEDIA_PUBLIC_URL: z.union([z.string().regex(/^\/(?!\/)\S*$/, 'a site path like /media'), z.url({ protocol: /^https?$/ })]).default('/media'),
    ...tracingSettings,
    /** Where identity announces ended sessions (every replica drops them from its cache). */
    KAFKA_BROKERS: z
      .string()
      .min(1)
      .transform((s) => s.split(',').map((b) => b.trim()).filter(Boolean)),
    /** Replicas of a topic the BFF creates: 1 on one machine, 3 in the chart's cluster. */
    KAFKA_REPLICATION_FACTOR: z.coerce.number().int().min(1).default(1),
    /** Put before the names of the topic and group it reads (tests sharing a broker); none by default. */
    KAFKA_TOPIC_PREFIX: kafkaTopicPrefixSetting,
    /** Its Kafka user (KAFKA_USERNAME, KAFKA_PASSWORD, KAFKA_SASL_MECHANISM), as every service's. */
    ...kafkaAuthSettings,
    /** The BFF's own key for the caller assertions it signs (a Secret): `<keyId>:<base64 PKCS#8 Ed25519>`. */
    SERVICE_IDENTITY_KEY: serviceIdentityKeySetting,
    ...grpcUrlSettings,
  })
  .transform((settings) => ({
    ...settings,
    /** Each peer service's address, from its `<NAME>_GRPC_URL`. */
    grpcUrls: Object.fromEntries(peerServices.map((peer) => [peer, settings[grpcUrlVariable(peer)]])) as Record<PeerService, string>,
  }));

export type BffConfig = z.infer<typeof configSchema>;

/** The only reader of the environment in the BFF. */
export function loadConfig(env: Record<string, string | undefined> = process.env): BffConfig {
  return parseConfig(configSchema, env);
}
