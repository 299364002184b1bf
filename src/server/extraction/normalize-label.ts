/**
 * The one normalization of a printed label, used by the synonym table, the label vocabulary and every
 * lookup: lowercase, accents removed (ß read as ss), apostrophes dropped, `&` read as "and", note
 * references in parentheses ("(Note 5)", "(see notes 5 and 6)", reader31: "(Schedule 1)") dropped, punctuation and slashes read
 * as spaces, a leading "less", "add", "of which" or "deduct" dropped. Enumerations ("1.", "(a)", "A. I.")
 * and trailing note numbers are dropped by the lookup (`matchLabel`), which tries the label with and
 * without them.
 */
export function normalizeLabel(raw: string): string {
  return raw
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’‘`']/g, "")
    .replace(/&/g, " and ")
    .replace(/\((?:see\s+)?(?:note|notes|schedule|schedules)\s*[\w.,\s]*\)/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/^(?:less|add|of which|deduct)\s+/, "")
    .replace(/\s+/g, " ")
    .trim();
}
