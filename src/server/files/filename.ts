import { downloadFileName, fileMediaTypes } from "../../contract/files";

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

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this replaces.
const UNSAFE_IN_HEADER = /[\u0000-\u001f\u007f-\u009f/\\]/g;

/** Characters RFC 5987 lets through unencoded in `filename*` (attr-char). */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

/**
 * `Content-Disposition: attachment` for a stored file (RFC 6266): `filename*` carries the original
 * name in UTF-8, percent-encoded; `filename` an ASCII fallback for old clients (anything else, and
 * quotes and backslashes, become `_`). A name without its kind's extension gets it
 * (contract: downloadFileName; `.pdf` for a PDF, `.xhtml` for Inline XBRL, …): the downloaded file
 * opens in the right program, whatever it was called at upload. Control and path characters cannot
 * occur (safeFileName refused them at upload) but are replaced here too.
 */
export function contentDisposition(original: string, mediaType: string = fileMediaTypes.pdf): string {
  const name = downloadFileName(original.normalize("NFC").replace(UNSAFE_IN_HEADER, "_"), mediaType);
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = Array.from(new TextEncoder().encode(name), (byte) => {
    const ch = String.fromCharCode(byte);
    return byte < 0x80 && ATTR_CHAR.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }).join("");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
