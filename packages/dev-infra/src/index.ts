export { startBroker, type RunningBroker } from './broker.js';
export { KAFKA_VERSION, ensureKafkaLibs, shopCacheDir, startLocalKafka, type LocalKafka, type LocalKafkaOptions } from './kafka.js';
export { freePort, waitForPort, waitForPortClosed } from './ports.js';
export { startPostgres, type PostgresOptions, type RunningPostgres } from './postgres.js';
export { generateServiceKeys, serviceKeyEnv, type ServiceKey } from './service-keys.js';
