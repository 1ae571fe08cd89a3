export {
  backends,
  callersOf,
  deployable,
  deployables,
  grpcServices,
  peersOf,
  webDeployables,
  type BackendName,
  type Deployable,
  type DeployableKind,
  type DeployableName,
  type ExternalListener,
  type GrpcServiceName,
  type WebApp,
  type WebDeployableName,
} from './manifest.js';
export { kafkaAcls, kafkaAclsOf, kafkaUserNames, replicaConsumerGroups, type KafkaAcl } from './kafka-access.js';
