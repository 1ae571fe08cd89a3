export function keyPaths(messages: object, prefix?: string): string[];
export function missingTranslations(byLanguage: Record<string, object>): Record<string, string[]>;
export function emptyTranslations(byLanguage: Record<string, object>): string[];
