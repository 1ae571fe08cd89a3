import { catalogReasons, KEYWORD_MAX_LENGTH } from '@shop/contracts';

/** A keyword longer than KEYWORD_MAX_LENGTH is refused, so a search never scans with an unbounded pattern. */
export function keywordProblem(keyword: string): typeof catalogReasons.invalidKeyword | undefined {
  return [...keyword.trim()].length > KEYWORD_MAX_LENGTH ? catalogReasons.invalidKeyword : undefined;
}

/** A LIKE pattern matching the texts that contain `folded` literally (its `%`, `_` and `\` escaped). */
export function containsPattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
