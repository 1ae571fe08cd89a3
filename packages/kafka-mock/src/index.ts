export { startKafkaMock, type KafkaMock, type KafkaMockOptions } from './kafka-mock.js';
export { ensureKafkaMockBinary } from './binary.js';
