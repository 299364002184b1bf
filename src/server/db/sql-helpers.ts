// Small SQL helpers shared by the queries of every domain.

/**
 * A case-insensitive "contains" pattern for ILIKE: the user's text is matched literally
 * (`%`, `_` and `\` escaped; backslash is PostgreSQL's default LIKE escape character).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be compared with a uuid column without a cast error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
