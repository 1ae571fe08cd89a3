export { appRouter, declaredBodyLimitOf, largestDeclaredBodyLimit, productionRouter, publicCacheSecondsOf, type AppRouter, type ProductionRouter } from './root.js';
export type { Context, ProcedureObserver, ProcedureOutcome, Sessions } from './context.js';
export type { ProcedureMeta } from './trpc.js';
export { refusedRequestBody } from './errors.js';
export { defaultLocale, locales, resolveLocale, translate, type Locale } from './i18n/messages.js';
export { clientSpecs, grpcUrlVariable, peerServices, type ClientSpec, type GrpcUrlVariable, type PeerService, type ServiceClients, type ServiceDefinition } from './peers.js';
export type { PageSubject, SubjectHead } from './routers/page.js';
export type { CategoryNode } from './routers/category.js';
