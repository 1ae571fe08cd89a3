import { inSpan, SpanKind, tracingIsOn } from './tracing.js';

/** What the ORM's query builder (Kysely) runs each statement through, on one pooled connection. */
interface QueryConnection {
  executeQuery(query: { sql: string }): Promise<unknown>;
}

/**
 * The ORM's `onCreateConnection` hook: with tracing on, each statement on the new connection
 * (BEGIN and COMMIT included) runs in a CLIENT span named by its operation, with its SQL text,
 * whose parameters are `$n` placeholders, never values. With tracing off the connection is left
 * untouched. An explicit seam rather than `@opentelemetry/instrumentation-pg`, which needs
 * loader hooks to patch `pg` under ESM.
 */
export async function traceQueries(connection: unknown, schema: string): Promise<void> {
  if (!tracingIsOn()) return;
  const target = connection as QueryConnection;
  const execute = target.executeQuery.bind(target);
  target.executeQuery = (query) => {
    const operation = /^\s*(\w+)/.exec(query.sql)?.[1]?.toUpperCase() ?? 'QUERY';
    return inSpan(
      `${operation} ${schema}`,
      { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.namespace': schema, 'db.operation.name': operation, 'db.query.text': query.sql.slice(0, 2_000) } },
      () => execute(query),
    );
  };
}
