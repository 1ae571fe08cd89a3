export { baseConfigSchema, ConfigError, kafkaAuthSettings, kafkaTopicPrefixSetting, tracingSettings, parseConfig, serviceIdentityKeySetting, type BaseConfig } from './config.js';
export {
  actingFor,
  CommandKeys,
  currentRequestId,
  IDEMPOTENCY_KEY_HEADER,
  REQUEST_ID_HEADER,
  runWithRequestContext,
  sanitizeIdempotencyKey,
  sanitizeRequestId,
  type RequestContext,
  type RequestUser,
} from './context.js';
export { AppError, errorCodes, fromServiceError, type ErrorCode } from './errors.js';
export { createLogger, type Logger } from './logger.js';
export { runUntilSignal, type Stoppable } from './lifecycle.js';
export { createGrpcClient, type GrpcClient, type GrpcClientOptions } from './grpc/client.js';
export { bindService, CALLER_DENIED, CALLER_REJECTED, startGrpcServer, type CallerVerification, type GrpcServer, type GrpcServiceBinding } from './grpc/server.js';
export { checkAccess, type AccessPolicy, type ServiceAccess } from './identity/access.js';
export {
  ASSERTION_TTL_SECONDS,
  AssertionRejected,
  AssertionSigner,
  AssertionVerifier,
  CALLER_ASSERTION_HEADER,
  parseSigningKey,
  parseTrustedKeys,
  signAssertion,
  signingKeyOf,
  verifyAssertion,
  type ConfiguredSigningKey,
  type SigningKey,
  type TrustedKey,
  type TrustedKeys,
} from './identity/caller-assertion.js';
export type { CallInfo, Caller, CallOptions, PromiseClient, UnaryHandlers } from './grpc/types.js';
export { migrate, openDatabase, type Orm } from './db/orm.js';
export { migrationList } from './db/migration-list.js';
export { sharedExtensionSql } from './db/extensions.js';
export { onFirstUse, readDataFile } from './data-file.js';
export { IdempotencyRecord } from './db/idempotency-entity.js';
export { lockName } from './db/locks.js';
export { AuditLog, listAuditLog, recordAudit, type AuditRecord } from './audit/audit-log.js';
export { defineCommand, defineQuery, plainRecord, type Command, type CommandContext, type Query, type QueryContext } from './use-cases/use-case.js';
export { createUseCaseRunner, IDEMPOTENCY_KEY_TTL_SECONDS, noResponse, ownCall, runWithin, serve, type Clock, type EnclosingWork, type UseCaseRunner } from './use-cases/runner.js';
export {
  defineWorkflow,
  localStep,
  onlyWhen,
  remoteStep,
  waitStep,
  type LocalStep,
  type LocalStepContext,
  type RemoteStep,
  type RemoteStepContext,
  type WaitStep,
  type Workflow,
  type WorkflowStep,
} from './workflows/workflow.js';
export { createWorkflowEngine, type StepProgress, type WorkflowEngine, type WorkflowEngineOptions } from './workflows/engine.js';
export type { RunStatus } from './workflows/run-entity.js';
export { startWorkflowResumer } from './workflows/resumer.js';
export { recordEvent } from './messaging/outbox.js';
export { kafkaPublisher, OutboxRelay, type EventPublisher, type OutboxRow } from './messaging/relay.js';
export { askSource, EventConsumer, type Confirmation, type ConfirmedEventHandler, type EventContext, type EventHandler, type EventHandlers } from './messaging/consumer.js';
export { createKafka, createProducer, kafkaSasl } from './messaging/kafka.js';
export { ensureTopics, topicsPublishedBy } from './messaging/topics.js';
export { decodeCursor, encodeCursor, pageLimit, type Cursor, type CursorIdKind, type CursorValueKind } from './paging/keyset-cursor.js';
export { readLimitedBody, startCallbackListener, type CallbackAnswer, type CallbackRoute } from './http/callback-listener.js';
export { startService, type RunningExtra, type RunningService, type ServiceCommand, type ServiceExtra, type ServiceRole, type ServiceSpec } from './service.js';
export { serviceMain } from './main.js';
export { runPeriodically, type PeriodicJob } from './periodic.js';
export {
  currentTraceId,
  extractTraceContext,
  inConsumerSpan,
  injectTraceContext,
  inSpan,
  linkTo,
  markFailed,
  SpanKind,
  startSpan,
  startTracing,
  traceHeadersOf,
  type Span,
  type Tracing,
  type TracingOptions,
} from './telemetry/tracing.js';
export {
  CallMetrics,
  createMetricsRegistry,
  grpcClientMetrics,
  grpcServerMetrics,
  Registry,
  startMetricsServer,
  trackConsumerLag,
  trpcMetrics,
  type MetricsServer,
} from './telemetry/metrics.js';
