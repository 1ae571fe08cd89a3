/**
 * Reads Postgres DDL the way a rolling update sees it: which statements break the replicas of the
 * previous release that keep running against the migrated schema until they are replaced.
 */

/** One SQL statement: its text without comments, and the same with literals and bodies masked. */
export interface SqlStatement {
  /** As written, comments removed and whitespace collapsed: for messages. */
  text: string;
  /** Lower case, string literals emptied (`''`) and dollar-quoted bodies replaced by `$$`. */
  masked: string;
  /** The dollar-quoted bodies, in order (a `do` block's code, a function's). */
  bodies: string[];
}

/** Splits SQL into statements at top-level semicolons, minding quotes, dollar quotes and comments. */
export function splitStatements(sql: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let text = '';
  let masked = '';
  let bodies: string[] = [];
  const finish = () => {
    if (text.trim()) statements.push({ text: collapse(text), masked: collapse(masked).toLowerCase(), bodies });
    text = '';
    masked = '';
    bodies = [];
  };
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    const char = sql[i]!;
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end;
      text += ' ';
      masked += ' ';
    } else if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
      text += ' ';
      masked += ' ';
    } else if (char === "'" || char === '"') {
      let end = i + 1;
      for (;;) {
        end = sql.indexOf(char, end);
        if (end < 0) {
          end = sql.length;
          break;
        }
        if (sql[end + 1] === char) end += 2;
        else break;
      }
      const quoted = sql.slice(i, end + 1);
      text += quoted;
      // Quoted identifiers stay (they name what is dropped); string contents do not matter.
      masked += char === '"' ? quoted : "''";
      i = end + 1;
    } else if (char === '$' && /^\$[A-Za-z_]*\$/.test(rest)) {
      const tag = /^\$[A-Za-z_]*\$/.exec(rest)![0];
      const end = sql.indexOf(tag, i + tag.length);
      const stop = end < 0 ? sql.length : end;
      bodies.push(sql.slice(i + tag.length, stop));
      text += sql.slice(i, stop + tag.length);
      masked += ' $$ ';
      i = stop + tag.length;
    } else if (char === ';') {
      finish();
      i += 1;
    } else {
      text += char;
      masked += char;
      i += 1;
    }
  }
  finish();
  return statements;
}

const collapse = (sql: string) => sql.replace(/\s+/g, ' ').trim();

/** Why a statement breaks the previous release, and the expand/contract way to make the change. */
export interface BreakingChange {
  /** What the statement does, e.g. "drops column store.phone". */
  what: string;
  /** What the previous release's replicas do that now fails. */
  why: string;
  /** The compatible way. */
  instead: string;
}

const identifier = String.raw`(?:"(?:[^"]|"")+"|[a-z_][a-z0-9_$]*)`;
const qualified = String.raw`${identifier}(?:\.${identifier})?`;
const ifExists = String.raw`(?:if\s+exists\s+)?`;

const stillUsed = 'replicas of the previous release keep running during a rolling update and still use it';
const readersAndWriters = 'replicas of the previous release keep running during a rolling update and still read and write it by its old';
const laterDrop = 'stop using it in one release, then drop it in a later release as the contract step of the pair';
const addInstead = (thing: string) =>
  `add the new ${thing} next to the old one, write both and read the new one in one release (backfilling it), then drop the old one in a later release as the contract step of the pair`;

const notNullWithoutDefault = {
  why: 'the previous release inserts rows without it, and Postgres refuses them',
  instead: 'Expand/contract: add it nullable or with a default in one release and write it from the code; set not null in a later release as the contract step of the pair',
};

/** The breaking changes one statement makes (none for additive statements). */
export function breakingChanges(statement: SqlStatement): BreakingChange[] {
  const sql = statement.masked;
  const drop = new RegExp(String.raw`^drop\s+(table|schema|view|materialized\s+view|type|domain|function|procedure|sequence)\s+${ifExists}(${qualified}(?:\s*,\s*${qualified})*)`).exec(sql);
  if (drop) {
    const kind = drop[1]!.replace(/\s+/g, ' ');
    return [
      {
        what: `drops ${kind} ${drop[2]}`,
        why: `${stillUsed}`,
        instead: `Expand/contract: ${laterDrop}`,
      },
    ];
  }
  const alterOther = new RegExp(String.raw`^alter\s+(schema|view|materialized\s+view|type|domain|function|procedure|sequence)\s+${ifExists}(${qualified})(?:\s*\([^)]*\))?\s+(.*)$`).exec(sql);
  if (alterOther) return alterOtherChanges(alterOther[1]!.replace(/\s+/g, ' '), alterOther[2]!, alterOther[3]!);
  const alterTable = new RegExp(String.raw`^alter\s+table\s+${ifExists}(?:only\s+)?(${qualified})\s*\*?\s+(.*)$`).exec(sql);
  if (alterTable) return splitTopLevel(alterTable[2]!).flatMap((action) => alterTableChanges(alterTable[1]!, action.trim()));
  if (/^do\b/.test(sql)) return statement.bodies.flatMap(doBlockChanges);
  return [];
}

function alterOtherChanges(kind: string, name: string, action: string): BreakingChange[] {
  const rename = /^rename\s+to\s+(\S+)/.exec(action);
  if (rename) return [{ what: `renames ${kind} ${name} to ${rename[1]}`, why: `${readersAndWriters} name`, instead: `Expand/contract: ${addInstead(kind)}` }];
  if (/^set\s+schema\b/.test(action)) return [{ what: `moves ${kind} ${name} to another schema`, why: `${readersAndWriters} schema`, instead: `Expand/contract: ${addInstead(kind)}` }];
  if (kind === 'type') {
    if (/^rename\s+value\b/.test(action)) return [{ what: `renames a value of type ${name}`, why: `${readersAndWriters} value`, instead: `Expand/contract: add the new value, write it and accept both in one release (updating the rows), then stop accepting the old one in a later release` }];
    if (/^(drop|alter)\s+attribute\b/.test(action)) return [{ what: `changes an attribute of type ${name}`, why: `${stillUsed}`, instead: `Expand/contract: ${addInstead('attribute')}` }];
  }
  return [];
}

function alterTableChanges(table: string, action: string): BreakingChange[] {
  const renameTable = /^rename\s+to\s+(\S+)/.exec(action);
  if (renameTable) return [{ what: `renames table ${table} to ${renameTable[1]}`, why: `${readersAndWriters} name`, instead: `Expand/contract: ${addInstead('table')}` }];
  if (/^rename\s+constraint\b/.test(action)) return [];
  const renameColumn = new RegExp(String.raw`^rename\s+(?:column\s+)?(${identifier})\s+to\s+(${identifier})`).exec(action);
  if (renameColumn) {
    return [{ what: `renames column ${table}.${renameColumn[1]} to ${renameColumn[2]}`, why: `${readersAndWriters} name`, instead: `Expand/contract: ${addInstead('column')}` }];
  }
  if (/^set\s+schema\b/.test(action)) return [{ what: `moves table ${table} to another schema`, why: `${readersAndWriters} schema`, instead: `Expand/contract: ${addInstead('table')}` }];
  if (/^drop\s+constraint\b/.test(action)) return [];
  const dropColumn = new RegExp(String.raw`^drop\s+(?:column\s+)?${ifExists}(${identifier})`).exec(action);
  if (dropColumn) return [{ what: `drops column ${table}.${dropColumn[1]}`, why: `${stillUsed}`, instead: `Expand/contract: ${laterDrop} (first make it nullable or give it a default if it is not null, so the release that stops writing it can insert rows)` }];
  const alterColumn = new RegExp(String.raw`^alter\s+(?:column\s+)?(${identifier})\s+(.*)$`).exec(action);
  if (alterColumn) {
    const [, column, change] = alterColumn as unknown as [string, string, string];
    if (/^(set\s+data\s+)?type\b/.test(change)) {
      return [{ what: `changes the type of column ${table}.${column}`, why: `${readersAndWriters} type`, instead: `Expand/contract: ${addInstead('column (of the new type)')}` }];
    }
    if (/^set\s+not\s+null\b/.test(change)) return [{ what: `sets column ${table}.${column} not null`, ...notNullWithoutDefault }];
    if (/^drop\s+default\b/.test(change)) {
      return [{ what: `drops the default of column ${table}.${column}`, why: 'the previous release inserts rows relying on that default', instead: 'Expand/contract: make every insert set it in one release; drop the default in a later release as the contract step of the pair' }];
    }
    return [];
  }
  const addColumn = new RegExp(String.raw`^add\s+(?:column\s+)?(?:if\s+not\s+exists\s+)?(${identifier})\s+(.*)$`).exec(action);
  if (addColumn && !/^(constraint|primary|unique|check|foreign|exclude)$/.test(addColumn[1]!)) {
    const [, column, definition] = addColumn as unknown as [string, string, string];
    // Parenthesized parts (type modifiers, checks, references) say nothing about nullability.
    const outer = stripParentheses(definition);
    const generated = /\bgenerated\b/.test(outer) || /^(small|big)?serial\b/.test(outer);
    if (/\b(not\s+null|primary\s+key)\b/.test(outer) && !/\bdefault\b/.test(outer) && !generated) {
      return [{ what: `adds column ${table}.${column} not null without a default`, ...notNullWithoutDefault }];
    }
  }
  return [];
}

/**
 * A `do` block runs at migration time: its statements count. Dynamic SQL (`execute`) cannot be
 * read, so it is refused; the rest is read statement by statement from its first DDL keyword.
 */
function doBlockChanges(body: string): BreakingChange[] {
  const inner = splitStatements(body);
  if (inner.some((statement) => /\bexecute\b/.test(statement.masked))) {
    return [{ what: 'runs dynamic SQL (`execute`) in a do block', why: 'what it changes cannot be read, so it cannot be checked against the previous release', instead: 'Write each statement as a literal so it can be checked' }];
  }
  return inner.flatMap((statement) => {
    const start = statement.masked.search(/\b(alter|drop)\s/);
    return start < 0 ? [] : breakingChanges({ ...statement, masked: statement.masked.slice(start) });
  });
}

/** Splits an `alter table` action list at commas outside parentheses. */
function splitTopLevel(actions: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of actions) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

function stripParentheses(sql: string): string {
  let previous;
  let current = sql;
  do {
    previous = current;
    current = current.replace(/\([^()]*\)/g, ' ');
  } while (current !== previous);
  return current;
}
