import { afterEach, describe, expect, it } from '@jest/globals';
import { requestQueueClass, stopIdleRequestQueueTimers, type RequestQueueInternals } from '../../src/messaging/kafkajs-request-queue.js';

const silent = { debug() {}, info() {}, warn() {}, error() {} };

describe("a Kafka connection's request queue", () => {
  const queues: RequestQueueInternals[] = [];
  const queue = () => {
    stopIdleRequestQueueTimers();
    const RequestQueue = requestQueueClass();
    const created = new RequestQueue({ maxInFlightRequests: 1, requestTimeout: 10_000, enforceRequestTimeout: false, clientId: 'test', broker: 'broker:9092', logger: silent });
    queues.push(created);
    return created;
  };
  afterEach(() => queues.splice(0).forEach((created) => created.destroy()));

  it('arms no timer once nothing waits (kafkajs re-armed one every millisecond)', () => {
    const idle = queue();
    idle.checkPendingRequests();
    expect(idle.throttleCheckTimeoutId).toBeNull();
  });

  it('still checks again for a request waiting out a throttle', () => {
    const throttled = queue();
    throttled.throttledUntil = Date.now() + 60_000;
    throttled.pending.push({});
    throttled.scheduleCheckPendingRequests();
    expect(throttled.throttleCheckTimeoutId).not.toBeNull();
  });

  it('is fixed once however many clients are made', () => {
    stopIdleRequestQueueTimers();
    const fixed = requestQueueClass().prototype.scheduleCheckPendingRequests;
    stopIdleRequestQueueTimers();
    expect(requestQueueClass().prototype.scheduleCheckPendingRequests).toBe(fixed);
  });
});
