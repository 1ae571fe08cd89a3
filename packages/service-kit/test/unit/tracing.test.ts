import { afterEach, describe, expect, it } from '@jest/globals';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { AppError, createLogger, inConsumerSpan, injectTraceContext, inSpan, SpanKind, startTracing, type Tracing } from '../../src/index.js';

const toRecord = (carrier: Record<string, string>, key: string, value: string) => {
  carrier[key] = value;
};
let tracing: Tracing | undefined;

afterEach(async () => {
  await tracing?.shutdown();
  tracing = undefined;
});

describe('tracing off (no endpoint)', () => {
  it('registers nothing, records nothing and adds no headers', async () => {
    expect(startTracing({ serviceName: 'test' })).toBeUndefined();
    const headers = await inSpan('work', {}, async (span) => {
      expect(span.isRecording()).toBe(false);
      return injectTraceContext<Record<string, string>>({}, toRecord);
    });
    expect(headers).toEqual({});
  });
});

describe('tracing on', () => {
  it('nests spans, marks unexpected failures but not refusals, and propagates W3C trace context', async () => {
    const exporter = new InMemorySpanExporter();
    tracing = startTracing({ serviceName: 'test', exporter });

    const headers = await inSpan('outer', { kind: SpanKind.SERVER }, async () => {
      await expect(inSpan('refused', {}, () => Promise.reject(new AppError('NOT_FOUND', 'product_not_found')))).rejects.toThrow();
      await expect(inSpan('broken', {}, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      return injectTraceContext<Record<string, string>>({}, toRecord);
    });
    await inConsumerSpan('shop.topic', headers, async () => undefined);

    const byName = Object.fromEntries(exporter.getFinishedSpans().map((span) => [span.name, span]));
    const outer = byName.outer!.spanContext();
    expect(headers.traceparent).toBe(`00-${outer.traceId}-${outer.spanId}-01`);
    expect(byName.refused!.parentSpanContext?.spanId).toBe(outer.spanId);
    expect(byName.refused!.status.code).toBe(0);
    expect(byName.refused!.attributes).toMatchObject({ 'error.type': 'NOT_FOUND', 'shop.error.reason': 'product_not_found' });
    expect(byName.broken!.status.code).toBe(2);
    const consumer = byName['process shop.topic']!;
    expect(consumer.kind).toBe(SpanKind.CONSUMER);
    expect(consumer.parentSpanContext?.spanId).toBe(outer.spanId);
    expect(consumer.links.map((link) => link.context.spanId)).toEqual([outer.spanId]);
  });

  it('writes the trace id into every log line inside a span, so logs and traces name the same request', async () => {
    tracing = startTracing({ serviceName: 'test', exporter: new InMemorySpanExporter() });
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({ service: 'test', destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } });
    const traceId = await inSpan('logged', {}, async (span) => {
      logger.info('inside');
      return span.spanContext().traceId;
    });
    logger.info('outside');
    expect(lines[0]).toMatchObject({ traceId });
    expect(lines[1]).not.toHaveProperty('traceId');
  });

  it('records the sampled share of new traces, and a continued trace as its caller decided', async () => {
    const exporter = new InMemorySpanExporter();
    tracing = startTracing({ serviceName: 'test', exporter, sampleRatio: 0 });
    const unsampledRoot = await inSpan('new trace', { kind: SpanKind.SERVER }, async (span) => span.isRecording());
    expect(unsampledRoot).toBe(false);

    const sampledByCaller = { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' };
    await inConsumerSpan('shop.topic', sampledByCaller, async () => undefined);
    expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual(['process shop.topic']);
  });
});
