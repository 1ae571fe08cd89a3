// k6 v1 has the Web Crypto API as a global (`crypto.randomUUID()` names a mutation's intent);
// @types/k6 declares only the k6/crypto module.
declare const crypto: { randomUUID(): string };
