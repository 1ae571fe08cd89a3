import { identityV1, normalizeAccount } from '@shop/contracts';
import { bindService, type GrpcServiceBinding } from '@shop/service-kit';
import type { DevInbox } from '../notifier/dev-inbox.js';
import { identityDevAccess } from './access.js';

/** Development only: lets the end-to-end tests read the codes the local notifier delivered. */
export function identityDevGrpcService(inbox: DevInbox): GrpcServiceBinding {
  return bindService(identityV1.IdentityDevServiceService, {
    async listInbox(request) {
      const account = normalizeAccount(request.account);
      const messages = account ? inbox.list(account.value) : [];
      return {
        messages: messages.map((m) => ({ purpose: m.purpose, code: m.code, sentAt: m.sentAt.toISOString(), expiresAt: m.expiresAt.toISOString() })),
      };
    },
  }, identityDevAccess);
}
