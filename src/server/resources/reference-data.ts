import countries from "i18n-iso-countries";
import type { Country, Currency } from "../../contract/resources";

/**
 * Reference lists built from maintained data, not typed by hand: currencies from the platform's
 * ICU data (Intl), countries from the ISO 3166-1 table of `i18n-iso-countries` with English names
 * from Intl. Built once per process.
 */

/** Precious metals, fund codes and testing codes that ISO 4217 lists but nobody invoices in. */
const NON_TRADE_CODES = new Set([
  "XAG",
  "XAU",
  "XBA",
  "XBB",
  "XBC",
  "XBD",
  "XDR",
  "XPD",
  "XPT",
  "XSU",
  "XTS",
  "XUA",
  "XXX",
  "BOV",
  "CHE",
  "CHW",
  "CLF",
  "COU",
  "MXV",
  "USN",
  "UYI",
  "UYW",
]);

/** Trade currencies by how often freight is invoiced in them: lower value = higher precedence. */
const PRIORITY = ["USD", "EUR", "GBP", "CNY", "JPY", "CAD", "AUD", "CHF", "HKD", "SGD", "INR", "AED", "MXN", "BRL"];

const clip = (s: string, max: number) => (s.length > max ? s.slice(0, max) : s);

function currencyPart(locale: string, code: string, display: "symbol" | "narrowSymbol" | "name", value: number) {
  const parts = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: code,
    currencyDisplay: display,
  }).formatToParts(value);
  return parts.find((p) => p.type === "currency")?.value ?? code;
}

function nativeLocale(code: string): string {
  try {
    const region = code.slice(0, 2);
    const maximized = new Intl.Locale(`und-${region}`).maximize();
    return maximized.language === "und" ? "en" : maximized.toString();
  } catch {
    return "en";
  }
}

let currencies: Currency[] | undefined;
export function currencyList(): Currency[] {
  if (currencies) return currencies;
  const names = new Intl.DisplayNames("en", { type: "currency" });
  const list: Currency[] = [];
  for (const code of Intl.supportedValuesOf("currency")) {
    if (NON_TRADE_CODES.has(code)) continue;
    const name = names.of(code);
    if (!name || name === code) continue;
    const digits = new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions()
      .maximumFractionDigits;
    const rank = PRIORITY.indexOf(code);
    list.push({
      code,
      symbol: clip(currencyPart("en", code, "symbol", 1), 10),
      name: clip(name, 50),
      symbol_native: clip(currencyPart(nativeLocale(code), code, "narrowSymbol", 1), 10),
      decimal_digits: digits ?? 2,
      rounding: 0,
      name_plural: clip(currencyPart("en", code, "name", 2), 50),
      priority: rank >= 0 ? rank + 1 : 100,
    });
  }
  list.sort((a, b) => a.priority - b.priority || a.code.localeCompare(b.code));
  currencies = list;
  return list;
}

let currencyCodes: Set<string> | undefined;
export function isKnownCurrency(code: string): boolean {
  currencyCodes ??= new Set(currencyList().map((c) => c.code));
  return currencyCodes.has(code);
}

/** ISO 3166-1 reserves AA, QM-QZ, XA-XZ and ZZ for user assignment; none of them is a country entry. */
const USER_ASSIGNED_REGIONS = new Set([
  "AA",
  "ZZ",
  ...Array.from({ length: 14 }, (_, i) => `Q${String.fromCharCode(77 + i)}`),
  ...Array.from({ length: 26 }, (_, i) => `X${String.fromCharCode(65 + i)}`),
]);

let countryRows: Country[] | undefined;
export function countryList(): Country[] {
  if (countryRows) return countryRows;
  const names = new Intl.DisplayNames("en", { type: "region" });
  const rows: Country[] = [];
  for (const [alpha2, alpha3] of Object.entries(countries.getAlpha2Codes()).map(
    ([a2]) => [a2, countries.alpha2ToAlpha3(a2)] as const,
  )) {
    // XK (Kosovo) is a user-assigned code that the package carries but ISO 3166-1 does not.
    if (!alpha3 || USER_ASSIGNED_REGIONS.has(alpha2)) continue;
    const name = names.of(alpha2) ?? alpha2;
    rows.push({ country_name: clip(name, 70), country_code: alpha2, country_code_alpha_3: alpha3 });
  }
  rows.sort((a, b) => a.country_name.localeCompare(b.country_name));
  countryRows = rows;
  return rows;
}

let countryCodes: Set<string> | undefined;
export function isKnownCountry(code: string): boolean {
  countryCodes ??= new Set(countryList().map((c) => c.country_code));
  return countryCodes.has(code);
}
