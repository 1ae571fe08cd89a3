import { ownCall, type Logger, type RunningExtra, type UseCaseRunner } from '@shop/service-kit';
import { claimDueDeliveries, fallBackCodes, forgetExpiredCodes, recordSendOutcomes, type DeliverySettings } from '../application/deliver.js';
import type { ChannelSender, SendOutcome } from '../channels/channel.js';
import type { DeliveryRecord } from '../db/entities.js';
import { renderMessage } from '../domain/templates.js';

export type Senders = Readonly<Record<DeliveryRecord['channel'], ChannelSender>>;

export interface WorkerSettings extends DeliverySettings {
  batch: number;
  concurrency: number;
  pollMs: number;
}

/**
 * Tells the workers of this process that deliveries became due (a code queued, an event's
 * messages, a receipt that calls for a retry or a fallback), so they look at once rather than at
 * their next poll. Workers in other processes find them by polling.
 */
export class DueSignal {
  private readonly listeners = new Set<() => void>();

  notify(): void {
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export const workerCall = ownCall('messages');

/**
 * Sends what is due: claims a batch (skip locked, so replicas share the queue), sends each on its
 * channel, `concurrency` at a time and no transaction open, records the outcomes in one
 * transaction, adds the SMS of WhatsApp codes that failed or are late, forgets expired codes, and
 * goes on at once while batches come full, else waits for the due signal or `pollMs`. A failing round is
 * logged and the next one tries again; a delivery a crash left `sending` is taken again once its
 * claim lapses (so a message can, rarely, go twice: no provider offers an idempotent send).
 */
export function startDeliveryWorker(options: { runner: UseCaseRunner; senders: Senders; settings: WorkerSettings; due: DueSignal; logger: Logger }): RunningExtra {
  const { runner, senders, settings, logger } = options;
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  let woken = false;

  async function send(delivery: DeliveryRecord): Promise<{ id: number; outcome: SendOutcome }> {
    const rendered = renderMessage(delivery.kind, delivery.language, delivery.params as never);
    const text = delivery.channel === 'email' ? rendered.body : rendered.short;
    try {
      return { id: delivery.id, outcome: await senders[delivery.channel].send({ key: delivery.deliveryKey, to: delivery.recipient, subject: rendered.subject, text }) };
    } catch (error) {
      logger.error({ err: error, deliveryId: delivery.id, channel: delivery.channel }, 'sender failed unexpectedly');
      return { id: delivery.id, outcome: { outcome: 'failed', error: 'sender failed unexpectedly', retryable: true } };
    }
  }

  async function sendAll(deliveries: DeliveryRecord[]): Promise<{ id: number; outcome: SendOutcome }[]> {
    const outcomes: { id: number; outcome: SendOutcome }[] = [];
    let next = 0;
    const lanes = Array.from({ length: Math.min(settings.concurrency, deliveries.length) }, async () => {
      while (next < deliveries.length) outcomes.push(await send(deliveries[next++]!));
    });
    await Promise.all(lanes);
    return outcomes;
  }

  /** One round; answers whether a full batch suggests more is due at once. */
  async function round(): Promise<boolean> {
    const claimed = await runner.command(claimDueDeliveries, { batch: settings.batch, settings }, workerCall);
    let fallbacks = 0;
    if (claimed.length > 0) {
      const outcomes = await sendAll(claimed);
      fallbacks = await runner.command(recordSendOutcomes, { outcomes, settings }, workerCall);
      const failed = outcomes.filter((entry) => entry.outcome.outcome === 'failed').length;
      if (failed > 0) logger.warn({ sent: outcomes.length - failed, failed }, 'some deliveries failed: retried with backoff');
    }
    const added = await runner.command(fallBackCodes, { batch: settings.batch, settings }, workerCall);
    await runner.command(forgetExpiredCodes, { batch: settings.batch }, workerCall);
    return claimed.length === settings.batch || fallbacks > 0 || added > 0;
  }

  const loop = (async () => {
    while (!stopped) {
      let more = false;
      try {
        more = await round();
      } catch (error) {
        logger.error({ err: error }, 'delivery round failed: tried again');
      }
      if (more || stopped) continue;
      if (woken) {
        woken = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, settings.pollMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
      woken = false;
    }
  })();

  const unsubscribe = options.due.subscribe(() => {
    woken = true;
    wakeUp?.();
  });

  return {
    async stop() {
      stopped = true;
      unsubscribe();
      wakeUp?.();
      await loop;
    },
  };
}
