import { createLogger, createUseCaseRunner, type Clock, type ServiceSpec } from '@shop/service-kit';
import type { MessagesConfig } from './config.js';
import { entities } from './db/entities.js';
import { migrations } from './db/migrations/index.js';
import { subscriptions } from './events/consume/subscriptions.js';
import { messagesGrpcService } from './grpc/messages-service.js';

export const SERVICE_NAME = 'messages';

/** What the messages service owns. `clock` lets tests move time. */
export function messagesSpec(
  config: MessagesConfig,
  logger = createLogger({ service: SERVICE_NAME, level: config.LOG_LEVEL }),
  { clock = () => new Date() }: { clock?: Clock } = {},
): ServiceSpec {
  return {
    name: SERVICE_NAME,
    config,
    logger,
    entities,
    migrations,
    grpc: (orm) => [messagesGrpcService(createUseCaseRunner(orm, clock))],
    subscriptions: () => subscriptions(),
  };
}
