// The form kit every page builds on: submitting (one idempotency key per intent), forms checked in
// the browser with the server's rules, a query's loading and failure states, signed-in-only pages,
// the language and theme choices.
// Not part of the shared platform entry, so only pages that use it load it. It reaches the
// platform only through '@shop/web-core' (the one shared copy), never through relative imports.
export { Form } from './Form';
export { LoadFailed, Loaded, LoadingState } from './Loaded';
export { LoadMore } from './LoadMore';
export { LanguageSelect, ThemeSelect } from './preferences';
export { newPasswordProblems } from './problems';
export type { Problem, Problems } from './problems';
export { SignedInOnly, useEndSession, useStartSession, useWithQuery } from './session';
export { useSubmit } from './submit';
export { useForm } from './useForm';
export type { FieldControl, TextControl } from './useForm';
