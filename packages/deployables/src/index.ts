export {
  callersOf,
  deployable,
  deployables,
  grpcServices,
  peersOf,
  type Deployable,
  type DeployableKind,
  type DeployableName,
  type ExternalListener,
  type GrpcServiceName,
} from './manifest.js';
export { kafkaAcls, kafkaAclsOf, kafkaUserNames, replicaConsumerGroups, type KafkaAcl } from './kafka-access.js';
