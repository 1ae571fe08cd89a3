import type { useTRPCClient } from '@shop/web-core';

type Operator = ReturnType<typeof useTRPCClient>['operator'];

/** A merchant application as `operator.applications` lists it (the whole KTP number included). */
export type Application = Awaited<ReturnType<Operator['applications']['query']>>['items'][number];

/** A store as `operator.stores` lists it, suspended ones too. */
export type Store = Awaited<ReturnType<Operator['stores']['query']>>['items'][number];

/** One line of `operator.auditLog`. */
export type AuditEntry = Awaited<ReturnType<Operator['auditLog']['query']>>['items'][number];
