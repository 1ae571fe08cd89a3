import { kafkaUserNames } from '@shop/deployables';
import { readUsers, startLocalKafka, type KafkaUsers, type LocalKafka } from './kafka.js';

export interface RunningBroker {
  brokers: string[];
  /** A listener without authentication, for clients built before it (`unauthenticatedListener`); a local broker's only. */
  unauthenticatedBrokers: string[] | undefined;
  /** Its SCRAM users (the admin and one per deployable); undefined for an external cluster without them. */
  users: KafkaUsers | undefined;
  /** The file that holds `users`, to hand the broker to another process (KAFKA_USERS_FILE). */
  usersFile: string | undefined;
  /** The Kafka this process started, for outage tests; undefined when an external cluster is used. */
  local: LocalKafka | undefined;
  stop(): Promise<void>;
}

/**
 * Kafka: the external cluster if given (e.g. `KAFKA_BROKERS`, with its users from
 * `KAFKA_USERS_FILE` when it has any), otherwise a single-node Apache Kafka started here with a
 * user per deployable of the manifest that publishes or consumes events. Topics are created by the services that use them, and
 * ACLs granted by `grantKafkaAcls`, not here.
 */
export async function startBroker(
  options: { externalBrokers?: string | undefined; externalUsersFile?: string | undefined; dataDir?: string; unauthenticatedListener?: boolean; onLog?: (line: string) => void } = {},
): Promise<RunningBroker> {
  if (options.externalBrokers) {
    const brokers = options.externalBrokers.split(',').map((b) => b.trim()).filter(Boolean);
    const usersFile = options.externalUsersFile || undefined;
    const users = usersFile ? readUsers(usersFile) : undefined;
    if (usersFile && !users) throw new Error(`kafka: no users file at ${usersFile} (KAFKA_USERS_FILE)`);
    return { brokers, unauthenticatedBrokers: undefined, users, usersFile, local: undefined, stop: async () => undefined };
  }
  const local = await startLocalKafka({
    users: kafkaUserNames(),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.unauthenticatedListener ? { unauthenticatedListener: true } : {}),
    ...(options.onLog ? { onLog: options.onLog } : {}),
  });
  return { brokers: local.brokers, unauthenticatedBrokers: local.unauthenticatedBrokers, users: local.users, usersFile: local.usersFile, local, stop: () => local.stop() };
}
