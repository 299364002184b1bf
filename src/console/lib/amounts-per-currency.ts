import { type AmountsPerCurrency, amountsPerCurrencySchema } from "../../contract/organization-settings";

/*
 * An amount per currency, typed as one line (the organization's second-approval thresholds on
 * Settings, a person's approval limit on People): no conversion between currencies.
 */

/** Amounts per currency as an analyst writes them: "EUR 250000, USD 300000" (empty = none). */
export function formatAmountsPerCurrency(t: AmountsPerCurrency): string {
  return Object.entries(t)
    .map(([c, a]) => `${c} ${a}`)
    .join(", ");
}

/** The amounts typed, or null when a part is not "<currency code> <whole amount>". */
export function parseAmountsPerCurrency(text: string): AmountsPerCurrency | null {
  const parts = text
    .split(/[,;\n]/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
  const out: Record<string, number> = {};
  for (const part of parts) {
    // Spaces, apostrophes and underscores may group the digits: "EUR 250 000", "CHF 250'000".
    const m = /^([A-Za-z]{3})(\d+)$/.exec(part.replace(/[\s_']/g, ""));
    if (!m?.[1] || !m[2]) return null;
    const code = m[1].toUpperCase();
    if (code in out) return null;
    out[code] = Number(m[2]);
  }
  const parsed = amountsPerCurrencySchema.safeParse(out);
  return parsed.success ? parsed.data : null;
}
