import { describe, expect, it } from '@jest/globals';
import { kafkaUuid } from '../src/kafka.js';

describe('Kafka cluster ids', () => {
  it('are 22 URL-safe characters that never start with "-" (the storage tool would read an option)', () => {
    for (let i = 0; i < 5_000; i++) {
      const id = kafkaUuid();
      expect(id).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{21}$/);
    }
  });
});
