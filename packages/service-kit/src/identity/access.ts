import type { Caller } from '../grpc/types.js';

/** Who may call one method, declared next to its binding. */
export interface AccessPolicy {
  /** Deployables whose verified assertions may call (`bff`, `order`, …). */
  callers: readonly string[];
  /** `required`: the assertion must name the user the call acts for. */
  user: 'required' | 'optional';
  /** When set, the user must hold one of these roles (e.g. `operator`); implies a user. */
  roles?: readonly string[];
}

/** A policy for every method of a service: a missing one does not compile. */
export type ServiceAccess<D> = { readonly [K in keyof D]: AccessPolicy };

export type AccessDenial = 'caller_not_allowed' | 'user_required' | 'role_required';

/** Whether a verified caller may call a method with this policy; the denial says why not. */
export function checkAccess(policy: AccessPolicy, caller: Caller): AccessDenial | undefined {
  if (!policy.callers.includes(caller.service)) return 'caller_not_allowed';
  const needsUser = policy.user === 'required' || policy.roles !== undefined;
  if (needsUser && !caller.userId) return 'user_required';
  if (policy.roles && !policy.roles.some((role) => caller.roles.includes(role))) return 'role_required';
  return undefined;
}
