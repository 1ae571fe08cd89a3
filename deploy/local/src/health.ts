import { healthV1 } from '@shop/contracts';
import { createGrpcClient } from '@shop/service-kit';

const SERVING = healthV1.HealthCheckResponse_ServingStatus.SERVING;

async function poll(check: () => Promise<boolean>, what: string, timeoutMs: number, gone: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (gone()) throw new Error(`${what} exited before it became healthy`);
    if (Date.now() > deadline) throw new Error(`${what} not healthy after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until a gRPC service answers SERVING on grpc.health.v1. */
export async function waitForGrpcHealth(address: string, what: string, timeoutMs: number, gone: () => boolean): Promise<void> {
  const health = createGrpcClient(healthV1.HealthService, address, { defaultDeadlineMs: 1_000 });
  try {
    await poll(async () => (await health.call.check({ service: '' })).status === SERVING, what, timeoutMs, gone);
  } finally {
    health.close();
  }
}

/** Waits until an HTTP endpoint answers 200. */
export async function waitForHttp(url: string, what: string, timeoutMs: number, gone: () => boolean): Promise<void> {
  await poll(async () => (await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok, what, timeoutMs, gone);
}
