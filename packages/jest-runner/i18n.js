// For the front ends' completeness tests: every key of every language must exist in all of them.

/** Dotted key paths of a nested message object (arrays count as one leaf each item). */
export function keyPaths(messages, prefix = '') {
  return Object.entries(messages).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** `{ language: [keys it lacks that another language has] }`, empty arrays when complete. */
export function missingTranslations(byLanguage) {
  const all = new Set(Object.values(byLanguage).flatMap((messages) => keyPaths(messages)));
  return Object.fromEntries(
    Object.entries(byLanguage).map(([language, messages]) => {
      const own = new Set(keyPaths(messages));
      return [language, [...all].filter((key) => !own.has(key))];
    }),
  );
}

/** Keys whose text is empty in some language. */
export function emptyTranslations(byLanguage) {
  return Object.entries(byLanguage).flatMap(([language, messages]) =>
    keyPaths(messages)
      .filter((key) => String(key.split('.').reduce((node, part) => node?.[part], messages)).trim() === '')
      .map((key) => `${language}:${key}`),
  );
}
