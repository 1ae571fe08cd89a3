import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deployables, kafkaAcls, kafkaAclsOf, kafkaUserNames, replicaConsumerGroups } from '../src/index.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

describe("the deployables' Kafka ACLs", () => {
  test('let payment write only its own events and read only the withdrawals it pays out', () => {
    expect(kafkaAclsOf('payment')).toEqual([
      { resource: 'topic', name: 'payment.recharge.paid.v1', patternType: 'literal', operations: ['Write', 'Create'] },
      { resource: 'topic', name: 'payment.payout.settled.v1', patternType: 'literal', operations: ['Write', 'Create'] },
      { resource: 'topic', name: 'payment.order.paid.v1', patternType: 'literal', operations: ['Write', 'Create'] },
      { resource: 'topic', name: 'fund.withdrawal.approved.v1', patternType: 'literal', operations: ['Read', 'Create'] },
      { resource: 'group', name: 'payment', patternType: 'literal', operations: ['Read'] },
    ]);
  });

  test('put a test run’s prefix before every topic and group', () => {
    expect(kafkaAclsOf('bff', 't1234abcd.')).toEqual([
      { resource: 'topic', name: 't1234abcd.identity.sessions.revoked.v1', patternType: 'literal', operations: ['Read', 'Create'] },
      { resource: 'group', name: 't1234abcd.bff-sessions-', patternType: 'prefix', operations: ['Read'] },
    ]);
  });

  test('give a topic one writer, its publisher, and no group to a deployable that consumes nothing', () => {
    const writers = [...kafkaAcls()].flatMap(([name, acls]) => acls.filter((acl) => acl.operations.includes('Write')).map((acl) => ({ topic: acl.name, name })));
    for (const { topic, name } of writers) expect(topic.split('.')[0]).toBe(name);
    expect(kafkaAclsOf('identity').filter((acl) => acl.resource === 'group')).toEqual([]);
    for (const { name, consumes } of deployables) {
      expect(kafkaAclsOf(name).filter((acl) => acl.operations.includes('Read') && acl.resource === 'topic').map((acl) => acl.name)).toEqual([...consumes]);
    }
  });

  test('belong to every deployable that publishes or consumes events', () => {
    expect(kafkaUserNames()).toEqual(['identity', 'catalog', 'merchant', 'fund', 'payment', 'order', 'messages', 'bff']);
  });

  test('name the consumer groups the code joins', () => {
    // Services: service-kit's EventConsumer joins the group named after the service.
    expect(readFileSync(path.join(repoRoot, 'packages/service-kit/src/service.ts'), 'utf8')).toContain('groupId: spec.name');
    for (const { name, kind } of deployables) if (kind === 'grpc') expect(replicaConsumerGroups[name]).toBeUndefined();
    expect(readFileSync(path.join(repoRoot, 'bff/src/session-revocations.ts'), 'utf8')).toContain(`\${options.topicPrefix ?? ''}${replicaConsumerGroups.bff}`);
  });
});
