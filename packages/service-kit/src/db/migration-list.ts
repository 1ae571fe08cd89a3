import type { MigrationObject } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';

type MigrationClass = new (...args: ConstructorParameters<typeof Migration>) => Migration;

/** The migrator's list, named after each class, so a migration's name is written once (its class name). */
export function migrationList(...classes: MigrationClass[]): MigrationObject[] {
  return classes.map((migration) => ({ name: migration.name, class: migration }));
}
