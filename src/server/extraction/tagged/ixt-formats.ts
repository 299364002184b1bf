/**
 * The numeric formats of the Inline XBRL transformation registry (ixt): the display text of an
 * `ix:nonFraction` with a `format` becomes an xs:decimal lexical value. Formats are matched by
 * their local name, so the old names (ixt 1 `numcommadot`, ixt 2 `numdotdecimal`, `zerodash`) and the
 * ixt 4/5 names (`num-dot-decimal`, `fixed-zero`, `num-unit-decimal`) of one family read alike.
 * No regular expressions: the text is walked character by character.
 */

export class UnknownFormatError extends Error {}
export class FormatValueError extends Error {}

type Family = "dot-decimal" | "comma-decimal" | "zero" | "unit-decimal" | "unit-decimal-comma" | "plain";

const families: Record<string, Family> = {
  // dot decimal, any group separator (ixt 1: numcommadot, numspacedot; ixt 2/3: numdotdecimal; ixt 4/5)
  numcommadot: "dot-decimal",
  numspacedot: "dot-decimal",
  numdotdecimal: "dot-decimal",
  "num-dot-decimal": "dot-decimal",
  "num-dot-decimal-apos": "dot-decimal",
  numdotdecimalin: "dot-decimal",
  "num-dot-decimal-in": "dot-decimal",
  // comma decimal (ixt 1: numdotcomma, numspacecomma, numcomma; ixt 2/3: numcommadecimal; ixt 4/5)
  numdotcomma: "comma-decimal",
  numspacecomma: "comma-decimal",
  numcomma: "comma-decimal",
  numcommadecimal: "comma-decimal",
  "num-comma-decimal": "comma-decimal",
  "num-comma-decimal-apos": "comma-decimal",
  // a dash or nothing standing for zero (ixt 1: numdash; ixt 2/3: zerodash, nocontent is not numeric)
  numdash: "zero",
  zerodash: "zero",
  "fixed-zero": "zero",
  // integer part, a unit word, fraction part ("5 euro 20" = 5.20)
  numunitdecimal: "unit-decimal",
  "num-unit-decimal": "unit-decimal",
  "num-unit-decimal-apos": "unit-decimal",
  numunitdecimalin: "unit-decimal",
  "num-unit-decimal-in": "unit-decimal",
  // plain decimal with no transformation (xs:decimal as written)
  numwordsen: "plain",
};

/** The family of an ixt format QName's local name, or undefined when it is not a numeric format. */
export function formatFamily(format: string): Family | undefined {
  const local = format.includes(":") ? format.slice(format.indexOf(":") + 1) : format;
  const family = families[local.trim().toLowerCase()];
  return family === "plain" ? undefined : family;
}

const isDigit = (c: string) => c >= "0" && c <= "9";

function digitsOnly(s: string): string {
  let out = "";
  for (const c of s) if (isDigit(c)) out += c;
  return out;
}

/**
 * A number whose decimal point is `decimalMark` (the last one, followed only by digits); every
 * other allowed character (comma, dot, spaces, apostrophes) separates digit groups.
 */
function readSeparated(text: string, decimalMark: "." | ","): string {
  const t = text.trim();
  if (t.length === 0 || ![...t].some(isDigit)) throw new FormatValueError(`No digits in "${text}"`);
  const groupMarks = new Set([decimalMark === "." ? "," : ".", " ", "\u00a0", "\u202f", "\u2009", "'", "\u2019"]);
  for (const c of t) {
    if (!isDigit(c) && c !== decimalMark && !groupMarks.has(c)) throw new FormatValueError(`"${text}" is not a number`);
  }
  const at = t.indexOf(decimalMark);
  if (at < 0) return digitsOnly(t);
  const tail = t.slice(at + 1);
  if (tail.length === 0 || ![...tail].every(isDigit)) {
    throw new FormatValueError(`"${text}": the decimal mark "${decimalMark}" must be followed by digits only`);
  }
  return `${digitsOnly(t.slice(0, at)) || "0"}.${tail}`;
}

function readUnitDecimal(text: string): string {
  const t = text.trim();
  let i = 0;
  let whole = "";
  while (i < t.length && (isDigit(t[i] as string) || ",. '\u00a0".includes(t[i] as string))) {
    if (isDigit(t[i] as string)) whole += t[i];
    i++;
  }
  while (i < t.length && !isDigit(t[i] as string)) i++;
  let fraction = "";
  while (i < t.length && isDigit(t[i] as string)) fraction += t[i++];
  if (whole === "") throw new FormatValueError(`No whole units in "${text}"`);
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * The xs:decimal lexical value (digits with an optional ".") of a displayed figure under an ixt
 * format; without a format the text must already be a decimal.
 */
export function transformNumber(format: string | null, text: string): string {
  if (format === null || format === "") {
    const t = text.trim();
    const body = t.startsWith("-") || t.startsWith("+") ? t.slice(1) : t;
    if (body === "" || [...body].some((c) => !isDigit(c) && c !== ".") || body.split(".").length > 2) {
      throw new FormatValueError(`"${text}" is not a decimal`);
    }
    return t;
  }
  const family = formatFamily(format);
  if (family === undefined) throw new UnknownFormatError(`Unknown numeric format ${format}`);
  switch (family) {
    case "zero":
      return "0";
    case "dot-decimal":
      return readSeparated(text, ".");
    case "comma-decimal":
      return readSeparated(text, ",");
    case "unit-decimal":
    case "unit-decimal-comma":
      return readUnitDecimal(text);
    default:
      throw new UnknownFormatError(`Unknown numeric format ${format}`);
  }
}

/**
 * Multiplies a decimal lexical value by 10^scale exactly (shifting the point in the digits, not in
 * floating point), then applies the sign: `1.5` with scale 6 is 1500000.
 */
export function scaleDecimal(lexical: string, scale: number, negative: boolean): number {
  let t = lexical.trim();
  let neg = negative;
  if (t.startsWith("-")) {
    neg = !neg;
    t = t.slice(1);
  } else if (t.startsWith("+")) t = t.slice(1);
  const dot = t.indexOf(".");
  let intPart = dot >= 0 ? t.slice(0, dot) : t;
  let frac = dot >= 0 ? t.slice(dot + 1) : "";
  if (scale > 0) {
    const move = frac.slice(0, scale).padEnd(scale, "0");
    intPart += move;
    frac = frac.slice(scale);
  } else if (scale < 0) {
    const n = -scale;
    const padded = intPart.padStart(n + 1, "0");
    frac = padded.slice(padded.length - n) + frac;
    intPart = padded.slice(0, padded.length - n);
  }
  const value = Number(`${intPart || "0"}${frac ? `.${frac}` : ""}`);
  return neg && value !== 0 ? -value : value;
}
