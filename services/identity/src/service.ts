import { createLogger, type ServiceSpec } from '@shop/service-kit';
import type { IdentityConfig } from './config.js';
import { entities } from './db/entities.js';
import { migrations } from './db/migrations/index.js';
import { identityGrpcService } from './grpc/identity-service.js';

export const SERVICE_NAME = 'identity';

/** Users, sessions, addresses and the platform configuration. */
export function identitySpec(config: IdentityConfig, logger = createLogger({ service: SERVICE_NAME, level: config.LOG_LEVEL })): ServiceSpec {
  return {
    name: SERVICE_NAME,
    config,
    logger,
    entities,
    migrations,
    grpc: (orm) => [identityGrpcService(orm)],
  };
}
