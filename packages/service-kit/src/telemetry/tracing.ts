import { context, INVALID_SPAN_CONTEXT, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Link, type Span, type TextMapGetter, type TextMapSetter } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, ParentBasedSampler, SimpleSpanProcessor, TraceIdRatioBasedSampler, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { AppError } from '../errors.js';

export { SpanKind, type Span };

/** The instrumentation scope of every span this code base starts. */
const TRACER_NAME = '@shop/service-kit';

export interface TracingOptions {
  /** `service.name` of the process's spans. */
  serviceName: string;
  /** The OTLP/HTTP base endpoint (`OTEL_EXPORTER_OTLP_ENDPOINT`); spans go to `<endpoint>/v1/traces`. */
  endpoint?: string | undefined;
  /** The share of root traces recorded (default all); a continued trace follows its parent's decision. */
  sampleRatio?: number | undefined;
  /** Replaces the OTLP exporter (tests): spans are exported one by one as they end. */
  exporter?: SpanExporter;
}

export interface Tracing {
  /** Exports what is buffered and stops tracing; spans started later are no-ops. */
  shutdown(): Promise<void>;
}

/**
 * Turns tracing on for this process when an endpoint (or exporter) is given; otherwise nothing is
 * registered and every helper below returns at once (a shared non-recording span, no headers).
 * Call once, first.
 */
export function startTracing(options: TracingOptions): Tracing | undefined {
  const exporter = options.exporter ?? (options.endpoint ? new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` }) : undefined);
  if (!exporter) return undefined;
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(options.sampleRatio ?? 1) }),
    spanProcessors: [options.exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter)],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  on = true;
  return {
    async shutdown() {
      on = false;
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}

let on = false;

/** Whether spans are recorded: seams that cost something even as no-ops skip their work when not. */
export function tracingIsOn(): boolean {
  return on;
}

const tracer = () => trace.getTracer(TRACER_NAME);
/** What spans are while tracing is off: records nothing, carries no context. */
const NO_SPAN = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  links?: Link[];
  /** The parent (an extracted remote context); the active context otherwise. */
  parent?: Context;
}

/**
 * Runs `fn` in a new active span that ends when it settles. A thrown AppError (a refusal the
 * caller can act on) is noted as `error.type` without failing the span; any other error fails it.
 */
export async function inSpan<T>(name: string, options: SpanOptions, fn: (span: Span) => Promise<T>): Promise<T> {
  // Off: not even the API's no-op tracer and context, on every call of the request path.
  if (!on) return fn(NO_SPAN);
  const parent = options.parent ?? context.active();
  const span = tracer().startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes, links: options.links }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), fn, undefined, span);
  } catch (error) {
    if (error instanceof AppError) span.setAttributes({ 'error.type': error.code, 'shop.error.reason': error.reason });
    else markFailed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/** Starts a span that the caller ends, for seams with no function to wrap (a proxied request). */
export function startSpan(name: string, options: SpanOptions = {}): Span {
  if (!on) return NO_SPAN;
  return tracer().startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes, links: options.links }, options.parent ?? context.active());
}

/** The trace context headers (`traceparent`, `tracestate`) that name `span` as the parent; none when tracing is off. */
export function traceHeadersOf(span: Span): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!on) return headers;
  propagation.inject(trace.setSpan(context.active(), span), headers, recordSetter);
  return headers;
}

/** Records an error on a span: status ERROR, and the exception event for unexpected ones. */
export function markFailed(span: Span, error: unknown, message?: string): void {
  if (!span.isRecording()) return;
  if (error instanceof Error) span.recordException(error);
  span.setStatus({ code: SpanStatusCode.ERROR, message: message ?? (error instanceof Error ? error.message : String(error)) });
}

/** Adds the active trace context (`traceparent`, `tracestate`) to an outgoing carrier. */
export function injectTraceContext<C>(carrier: C, set: (carrier: C, key: string, value: string) => void): C {
  if (!on) return carrier;
  const setter: TextMapSetter<C> = { set };
  propagation.inject(context.active(), carrier, setter);
  return carrier;
}

/** Reads a caller's trace context from an incoming carrier (gRPC metadata, Kafka headers). */
export function extractTraceContext<C>(carrier: C, get: (carrier: C, key: string) => string | undefined): Context {
  if (!on) return ROOT_CONTEXT;
  const getter: TextMapGetter<C> = { get, keys: () => ['traceparent', 'tracestate'] };
  return propagation.extract(context.active(), carrier, getter);
}

/**
 * Marks an event produced now, within the active span: a PRODUCER span whose context goes into the
 * event's headers, so that its consumers continue this trace and link to it.
 */
export function recordProducerSpan(topic: string, headers: Record<string, string>): void {
  if (!on) return;
  const span = tracer().startSpan(`create ${topic}`, { kind: SpanKind.PRODUCER, attributes: { 'messaging.system': 'kafka', 'messaging.destination.name': topic } });
  propagation.inject(trace.setSpan(context.active(), span), headers, recordSetter);
  span.end();
}

const recordSetter: TextMapSetter<Record<string, string>> = {
  set: (carrier, key, value) => {
    carrier[key] = value;
  },
};

/** The trace context that Kafka message headers carry (values may be buffers or lists). */
export function traceContextOfHeaders(headers: Record<string, Buffer | string | (Buffer | string)[] | undefined> | undefined): Context {
  return extractTraceContext(headers ?? {}, (carrier, key) => {
    const value = carrier[key];
    const first = Array.isArray(value) ? value[0] : value;
    return first === undefined ? undefined : first.toString();
  });
}

/**
 * Runs the handling of one consumed message in a CONSUMER span that continues its producer's
 * trace and links to the producer's span.
 */
export function inConsumerSpan<T>(topic: string, headers: Parameters<typeof traceContextOfHeaders>[0], fn: (span: Span) => Promise<T>): Promise<T> {
  const producer = traceContextOfHeaders(headers);
  return inSpan(
    `process ${topic}`,
    { kind: SpanKind.CONSUMER, parent: producer, links: linkTo(producer), attributes: { 'messaging.system': 'kafka', 'messaging.destination.name': topic } },
    fn,
  );
}

/** A link to the span that a trace context names (e.g. the producer of an event). */
export function linkTo(remote: Context): Link[] {
  const spanContext = trace.getSpanContext(remote);
  return spanContext && trace.isSpanContextValid(spanContext) ? [{ context: spanContext }] : [];
}

/** The active span's trace id, for logs; undefined when tracing is off. */
export function currentTraceId(): string | undefined {
  if (!on) return undefined;
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}
