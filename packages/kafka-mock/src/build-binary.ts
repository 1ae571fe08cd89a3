// `npm run build` step: always recompiles the launcher so a changed librdkafka is picked up too.
import { buildKafkaMockBinary } from './binary.js';

try {
  const binaryPath = await buildKafkaMockBinary();
  process.stdout.write(`kafka-mock: built ${binaryPath}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
