/**
 * The statements a migration runs to have a Postgres extension that several services use (one per
 * database, whatever the schema): created only when missing, in `public` so dropping a service's
 * schema never drops it from under another, under one advisory lock shared by every service, so
 * two migrations starting together (a fresh stack) do not both create it.
 */
export function sharedExtensionSql(name: 'pg_trgm'): readonly string[] {
  return [`select pg_advisory_xact_lock(hashtext('create extension ${name}'))`, `create extension if not exists ${name} with schema public`];
}
