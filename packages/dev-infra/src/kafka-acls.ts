import { kafkaAcls, type KafkaAcl } from '@shop/deployables';
import kafkajs, { Kafka, logLevel, type AclEntry } from 'kafkajs';
import { KAFKA_ADMIN_USER, kafkaSasl, kafkaUser, type KafkaUsers } from './kafka.js';

// kafkajs is CommonJS whose ACL enums Node's ESM loader does not see as named exports.
const { AclOperationTypes, AclPermissionTypes, AclResourceTypes, ResourcePatternTypes } = kafkajs;
const aclsTimeoutMs = 30_000;

const resourceTypes = { topic: AclResourceTypes.TOPIC, group: AclResourceTypes.GROUP } as const;
const patternTypes = { literal: ResourcePatternTypes.LITERAL, prefix: ResourcePatternTypes.PREFIXED } as const;
const operations = { Read: AclOperationTypes.READ, Write: AclOperationTypes.WRITE, Create: AclOperationTypes.CREATE } as const;

/** The broker's ACL entries that grant `principal` what `acls` say. */
function aclEntries(principal: string, acls: readonly KafkaAcl[]): AclEntry[] {
  return acls.flatMap((acl) =>
    acl.operations.map((operation) => ({
      resourceType: resourceTypes[acl.resource],
      resourceName: acl.name,
      resourcePatternType: patternTypes[acl.patternType],
      principal,
      host: '*',
      operation: operations[operation],
      permissionType: AclPermissionTypes.ALLOW,
    })),
  );
}

/**
 * Grants each deployable's user the ACLs the manifest derives for it (`kafkaAcls` of
 * @shop/deployables) under `topicPrefix`, as the admin, and resolves once the broker enforces
 * them: the controller commits ACLs a moment before the broker applies them. Granting again is
 * harmless (the broker keeps one of each). Nothing to do on a broker without users.
 */
export async function grantKafkaAcls(brokers: string[], users: KafkaUsers | undefined, topicPrefix = ''): Promise<void> {
  if (!users) return;
  const entries = [...kafkaAcls(topicPrefix)].flatMap(([name, acls]) => aclEntries(`User:${kafkaUser(users, name).username}`, acls));
  const admin = new Kafka({ clientId: 'shop-dev-infra', brokers, sasl: kafkaSasl(users, KAFKA_ADMIN_USER)!, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    await admin.createAcls({ acl: entries });
    const deadline = Date.now() + aclsTimeoutMs;
    const wanted = new Set(entries.map(aclKey));
    for (;;) {
      const { resources } = await admin.describeAcls({
        resourceType: AclResourceTypes.ANY,
        resourcePatternType: ResourcePatternTypes.ANY,
        operation: AclOperationTypes.ANY,
        permissionType: AclPermissionTypes.ANY,
      });
      const enforced = new Set(resources.flatMap((resource) => resource.acls.map((acl) => aclKey({ ...resource, ...acl }))));
      if ([...wanted].every((key) => enforced.has(key))) return;
      if (Date.now() > deadline) throw new Error(`kafka: ACLs not in force after ${aclsTimeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await admin.disconnect();
  }
}

function aclKey(entry: AclEntry): string {
  return [entry.principal, entry.resourceType, entry.resourcePatternType, entry.resourceName, entry.operation, entry.permissionType].join(' ');
}
