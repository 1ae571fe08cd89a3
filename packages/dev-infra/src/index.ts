export { startBroker, type RunningBroker } from './broker.js';
export {
  KAFKA_ADMIN_USER,
  KAFKA_VERSION,
  ensureKafkaLibs,
  kafkaSasl,
  kafkaUser,
  kafkaUserEnv,
  readUsers,
  startLocalKafka,
  type KafkaCredentials,
  type KafkaUsers,
  type LocalKafka,
  type LocalKafkaOptions,
} from './kafka.js';
export { grantKafkaAcls } from './kafka-acls.js';
export { Mailbox, parseMessage, parseMessageList, recipientQuery, type MailAddress, type MailMessage, type MailSummary } from './mailbox.js';
export { MAILPIT_VERSION, ensureMailpit, mailpitArgs, startMailServer, startMailpit, type MailpitOptions, type RunningMailServer } from './mailpit.js';
export { freePort, reservePort, waitForPort, waitForPortClosed } from './ports.js';
export { collectLines, terminate } from './processes.js';
export { startPostgres, type PostgresOptions, type RunningPostgres } from './postgres.js';
export { generateServiceKeys, serviceKeyEnv, type ServiceKey } from './service-keys.js';
export {
  ensureGeneratedGoBinary,
  ensureGoBinary,
  fetchGoToolchain,
  generatedGoMod,
  type GeneratedGoModule,
  goForBuild,
  isRecentEnough,
  publishFolder,
  runGo,
  toolCacheDir,
} from './go-tools.js';
export { mavenCoordinates, resolveMavenJar, type MavenJar } from './maven.js';
