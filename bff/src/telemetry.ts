import type { IncomingHttpHeaders } from 'node:http';
import type { ProcedureObserver } from '@shop/api';
import { AppError, extractTraceContext, inSpan, markFailed, SpanKind, type CallMetrics } from '@shop/service-kit';

const UNEXPECTED = 'INTERNAL_SERVER_ERROR';

/**
 * For one HTTP request: each procedure it calls (several in a batch) runs in a SERVER span under
 * the trace context the request came with (the gateway's `traceparent`) and is counted in
 * `trpc_procedure_*`. A refusal is counted by its code (a service's gRPC status name, else the
 * tRPC code) and noted on the span; only an unexpected failure fails the span.
 */
export function procedureObserver(metrics: CallMetrics, headers: IncomingHttpHeaders): ProcedureObserver {
  const parent = extractTraceContext(headers, headerText);
  return (procedure, run) => {
    const started = performance.now();
    return inSpan(`trpc ${procedure}`, { kind: SpanKind.SERVER, parent, attributes: { 'rpc.system': 'trpc', 'rpc.method': procedure } }, async (span) => {
      const result = await run().catch((error: unknown) => {
        metrics.observe(procedure, started, codeOf(error));
        throw error;
      });
      if (result.ok) {
        metrics.observe(procedure, started);
        return result;
      }
      const code = result.error.cause instanceof AppError ? result.error.cause.code : result.error.code;
      metrics.observe(procedure, started, code);
      if (code === UNEXPECTED) markFailed(span, result.error.cause ?? result.error);
      else span.setAttribute('error.type', code);
      return result;
    });
  };
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : UNEXPECTED;
}

function headerText(headers: IncomingHttpHeaders, key: string): string | undefined {
  const value = headers[key];
  return Array.isArray(value) ? value[0] : value;
}
