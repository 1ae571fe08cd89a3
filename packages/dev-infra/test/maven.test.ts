import { describe, expect, it } from '@jest/globals';
import { mavenCoordinates, mavenJarFileName } from '../src/maven.js';

describe('a jar resolved with Maven', () => {
  const strimziTests = { groupId: 'io.strimzi', artifactId: 'api', version: '0.49.1', classifier: 'tests' };
  const kafka = { groupId: 'org.apache.kafka', artifactId: 'kafka_2.13', version: '4.1.1' };

  it('is asked for by the coordinates dependency:copy takes, with its classifier when it has one', () => {
    expect(mavenCoordinates(strimziTests)).toBe('io.strimzi:api:0.49.1:jar:tests');
    expect(mavenCoordinates(kafka)).toBe('org.apache.kafka:kafka_2.13:4.1.1:jar');
  });

  it('is found under the file name Maven copies it to', () => {
    expect(mavenJarFileName(strimziTests)).toBe('api-0.49.1-tests.jar');
    expect(mavenJarFileName(kafka)).toBe('kafka_2.13-4.1.1.jar');
  });
});
