/** Joins class names, dropping falsy entries so conditional classes read inline. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
