import { createLogger, createUseCaseRunner, ownCall, type Clock, type ServiceSpec } from '@shop/service-kit';
import { seedDemoUsers } from './application/seed-demo-users.js';
import { messagesClient } from './clients/messages.js';
import { identityCommands } from './commands.js';
import type { IdentityConfig } from './config.js';
import { entities } from './db/entities.js';
import { migrations } from './db/migrations/index.js';
import { identityDevGrpcService } from './grpc/identity-dev-service.js';
import { identityGrpcService } from './grpc/identity-service.js';
import { DevInbox } from './notifier/dev-inbox.js';
import { messagesNotifier } from './notifier/messages-notifier.js';
import { devInboxNotifier, eachOf, type Notifier } from './notifier/notifier.js';

export const SERVICE_NAME = 'identity';

/** Users, their platform roles, sessions, addresses and the platform configuration. `clock` lets tests move time. */
export function identitySpec(
  config: IdentityConfig,
  logger = createLogger({ service: SERVICE_NAME, level: config.LOG_LEVEL }),
  { clock = () => new Date() }: { clock?: Clock } = {},
): ServiceSpec {
  // The development inbox (and with it the codes in the log) never exists in production. Codes
  // go to the messages service wherever its address is set, and outside production to the inbox
  // too (the end-to-end tests read them there); production without it sends no code (SendCode refuses).
  const inbox = config.NODE_ENV === 'production' ? undefined : new DevInbox();
  const messagesUrl = config.MESSAGES_GRPC_URL;
  const notifiers: Notifier[] = [
    ...(messagesUrl ? [messagesNotifier(messagesClient(SERVICE_NAME, { SERVICE_IDENTITY_KEY: config.SERVICE_IDENTITY_KEY, MESSAGES_GRPC_URL: messagesUrl }).call, logger)] : []),
    // Last: it keeps only codes the messages service took (`eachOf`).
    ...(inbox ? [devInboxNotifier(inbox, logger)] : []),
  ];
  const notifier = notifiers.length > 0 ? eachOf(notifiers) : undefined;
  return {
    name: SERVICE_NAME,
    config,
    logger,
    entities,
    migrations,
    grpc: (orm) => [identityGrpcService(createUseCaseRunner(orm, clock), { notifier }), ...(inbox ? [identityDevGrpcService(inbox)] : [])],
    async afterMigrate(orm) {
      if (config.DEMO_USERS === undefined) return;
      const created = await createUseCaseRunner(orm, clock).command(seedDemoUsers, { users: config.DEMO_USERS }, ownCall(SERVICE_NAME));
      for (const account of created) logger.info({ account }, 'demo user created');
    },
    commands: identityCommands(SERVICE_NAME, logger, clock),
  };
}
