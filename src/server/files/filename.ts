/**
 * The original file name of an upload, checked before it is stored (it is kept for display only;
 * the bytes are stored under their hash). Refused: a missing or blank name, more than 255
 * characters, control characters and the Unicode line and paragraph separators, path separators
 * or a path (`/`, `\`), names made only of dots, and bidirectional-override characters (used to
 * disguise an extension, "report\u202Efdp.exe").
 * Returns the name trimmed and in Unicode NFC, or undefined when it is refused.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f/\\\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/;

export function safeFileName(raw: string | undefined | null): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  const name = raw.normalize("NFC").trim();
  if (name.length === 0 || name.length > 255) return undefined;
  if (UNSAFE.test(name)) return undefined;
  if (/^\.+$/.test(name)) return undefined;
  return name;
}
