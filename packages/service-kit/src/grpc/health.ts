import type { ServerUnaryCall, ServerWritableStream, sendUnaryData, UntypedServiceImplementation } from '@grpc/grpc-js';
import { status } from '@grpc/grpc-js';
import { healthV1 } from '@shop/contracts';

const { HealthCheckResponse_ServingStatus: ServingStatus } = healthV1;
type ServingStatus = healthV1.HealthCheckResponse_ServingStatus;

/**
 * grpc.health.v1: '' is the whole server, other names are the services it hosts.
 * Readiness flips to NOT_SERVING first on shutdown so load balancers stop sending.
 */
export class HealthService {
  private readonly statuses = new Map<string, ServingStatus>();
  private readonly watchers = new Set<{ service: string; call: ServerWritableStream<healthV1.HealthCheckRequest, healthV1.HealthCheckResponse> }>();

  readonly definition = healthV1.HealthService;

  set(service: string, serving: boolean): void {
    const next = serving ? ServingStatus.SERVING : ServingStatus.NOT_SERVING;
    this.statuses.set(service, next);
    for (const watcher of this.watchers) if (watcher.service === service) watcher.call.write({ status: next });
  }

  setAll(serving: boolean): void {
    for (const service of this.statuses.keys()) this.set(service, serving);
  }

  implementation(): UntypedServiceImplementation {
    return {
      check: (call: ServerUnaryCall<healthV1.HealthCheckRequest, healthV1.HealthCheckResponse>, callback: sendUnaryData<healthV1.HealthCheckResponse>) => {
        const current = this.statuses.get(call.request.service);
        if (current === undefined) callback({ code: status.NOT_FOUND, details: 'unknown service' });
        else callback(null, { status: current });
      },
      watch: (call: ServerWritableStream<healthV1.HealthCheckRequest, healthV1.HealthCheckResponse>) => {
        const watcher = { service: call.request.service, call };
        this.watchers.add(watcher);
        call.write({ status: this.statuses.get(watcher.service) ?? ServingStatus.SERVICE_UNKNOWN });
        call.on('cancelled', () => this.watchers.delete(watcher));
      },
    };
  }

  endWatches(): void {
    for (const watcher of this.watchers) watcher.call.end();
    this.watchers.clear();
  }
}
