import { describe, expect, it } from '@jest/globals';
import { logLevel } from 'kafkajs';
import { kafkaLogLevel } from '../../src/messaging/kafka.js';

describe('the level of a kafkajs log entry', () => {
  it('a broker error answer kafkajs retries by itself is a warning', () => {
    expect(kafkaLogLevel(logLevel.ERROR, 'Response Metadata(key: 3, version: 6)')).toBe('warn');
    expect(kafkaLogLevel(logLevel.ERROR, 'Response GroupCoordinator(key: 10, version: 2)')).toBe('warn');
  });

  it('a failure kafkajs gives up on stays an error', () => {
    expect(kafkaLogLevel(logLevel.ERROR, '[Consumer] Crash: KafkaJSNumberOfRetriesExceeded: This server does not host this topic-partition')).toBe('error');
    expect(kafkaLogLevel(logLevel.NOTHING, 'Connection error')).toBe('error');
  });

  it('warnings stay warnings', () => {
    expect(kafkaLogLevel(logLevel.WARN, 'The group is rebalancing, re-joining')).toBe('warn');
  });
});
