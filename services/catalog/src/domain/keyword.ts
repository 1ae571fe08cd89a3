import { catalogReasons } from '@shop/contracts';

/** The longest keyword a catalog search takes (characters, after trimming). */
export const KEYWORD_MAX_LENGTH = 50;

/** A keyword longer than KEYWORD_MAX_LENGTH is refused, so a search never scans with an unbounded pattern. */
export function keywordProblem(keyword: string): typeof catalogReasons.invalidKeyword | undefined {
  return [...keyword.trim()].length > KEYWORD_MAX_LENGTH ? catalogReasons.invalidKeyword : undefined;
}

/** A LIKE pattern matching the texts that contain `folded` literally (its `%`, `_` and `\` escaped). */
export function containsPattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
