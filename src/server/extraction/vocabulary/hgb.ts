import type { Vocabulary } from "./types";

/**
 * German HGB: the balance sheet scheme of §266 (Aktiva / Passiva) and the income statement schemes of
 * §275 (Abs. 2 Gesamtkostenverfahren, Abs. 3 Umsatzkostenverfahren), in the wording of the law. The
 * "element" is the position in the scheme. Written by hand from the law's text.
 */
export const hgbVocabulary: Vocabulary = {
  id: "hgb",
  source:
    "Handelsgesetzbuch (HGB) §266 Gliederung der Bilanz and §275 Gliederung der Gewinn- und Verlustrechnung, as amended by BilRUG 2015",
  url: "https://www.gesetze-im-internet.de/hgb/__266.html (and /hgb/__275.html)",
  licence: "German federal statute: an official work (amtliches Werk, §5 Abs. 1 UrhG), not subject to copyright.",
  entries: [
    // §266 Abs. 2 Aktivseite
    {
      element: "HGB §266(2) A",
      type: "balance_sheet",
      key: "total_non_current_assets",
      standard: "Anlagevermögen",
      variants: ["Summe Anlagevermögen"],
    },
    {
      element: "HGB §266(2) A.I",
      type: "balance_sheet",
      key: "intangible_assets",
      standard: "Immaterielle Vermögensgegenstände",
    },
    { element: "HGB §266(2) A.II", type: "balance_sheet", key: "net_fixed_assets", standard: "Sachanlagen" },
    { element: "HGB §266(2) A.III", type: "balance_sheet", key: "other_non_current_assets", standard: "Finanzanlagen" },
    {
      element: "HGB §266(2) B",
      type: "balance_sheet",
      key: "total_current_assets",
      standard: "Umlaufvermögen",
      variants: ["Summe Umlaufvermögen"],
    },
    { element: "HGB §266(2) B.I", type: "balance_sheet", key: "inventory", standard: "Vorräte" },
    {
      element: "HGB §266(2) B.II.1",
      type: "balance_sheet",
      key: "trade_receivables",
      standard: "Forderungen aus Lieferungen und Leistungen",
    },
    {
      element: "HGB §266(2) B.II",
      type: "balance_sheet",
      key: "trade_receivables",
      standard: "Forderungen und sonstige Vermögensgegenstände",
      role: "wider",
      note: "Trade receivables with receivables from group companies and other assets.",
    },
    {
      element: "HGB §266(2) B.II.4",
      type: "balance_sheet",
      key: "other_current_assets",
      standard: "sonstige Vermögensgegenstände",
    },
    {
      element: "HGB §266(2) B.IV",
      type: "balance_sheet",
      key: "cash",
      standard: "Kassenbestand, Bundesbankguthaben, Guthaben bei Kreditinstituten und Schecks",
      variants: ["Kassenbestand, Guthaben bei Kreditinstituten", "Guthaben bei Kreditinstituten", "Flüssige Mittel"],
    },
    {
      element: "HGB §266(2) Summe",
      type: "balance_sheet",
      key: "total_assets",
      standard: "Summe Aktiva",
      variants: ["Bilanzsumme"],
    },
    // §266 Abs. 3 Passivseite
    {
      element: "HGB §266(3) A",
      type: "balance_sheet",
      key: "total_equity",
      standard: "Eigenkapital",
      variants: ["Summe Eigenkapital"],
    },
    { element: "HGB §266(3) A.I", type: "balance_sheet", key: "share_capital", standard: "Gezeichnetes Kapital" },
    { element: "HGB §266(3) A.III", type: "balance_sheet", key: "retained_earnings", standard: "Gewinnrücklagen" },
    {
      element: "HGB §266(3) C",
      type: "balance_sheet",
      key: "total_liabilities",
      standard: "Verbindlichkeiten",
      variants: ["Summe Verbindlichkeiten"],
      note: "HGB liabilities exclude provisions (Rückstellungen), which the chart has no key for.",
    },
    {
      element: "HGB §266(3) C.4",
      type: "balance_sheet",
      key: "trade_payables",
      standard: "Verbindlichkeiten aus Lieferungen und Leistungen",
    },
    {
      element: "HGB §266(3) C.8",
      type: "balance_sheet",
      key: "other_current_liabilities",
      standard: "sonstige Verbindlichkeiten",
    },
    {
      element: "HGB §266(3) Summe",
      type: "balance_sheet",
      key: "total_liabilities_and_equity",
      standard: "Summe Passiva",
    },
    // §275 Abs. 2 Gesamtkostenverfahren and Abs. 3 Umsatzkostenverfahren
    { element: "HGB §275(2) 1 / (3) 1", type: "income_statement", key: "revenue", standard: "Umsatzerlöse" },
    {
      element: "HGB §275(3) 2",
      type: "income_statement",
      key: "cost_of_goods_sold",
      standard: "Herstellungskosten der zur Erzielung der Umsatzerlöse erbrachten Leistungen",
    },
    { element: "HGB §275(3) 3", type: "income_statement", key: "gross_profit", standard: "Bruttoergebnis vom Umsatz" },
    {
      element: "HGB §276 Rohergebnis",
      type: "income_statement",
      key: "gross_profit",
      standard: "Rohergebnis",
      note: "§276: small and medium companies may combine §275(2) items 1-5 (or (3) items 1-3 and 6) into the Rohergebnis.",
    },
    {
      element: "HGB §275(3) 4",
      type: "income_statement",
      key: "selling_general_administrative",
      standard: "Vertriebskosten",
      role: "part",
    },
    {
      element: "HGB §275(3) 5",
      type: "income_statement",
      key: "selling_general_administrative",
      standard: "allgemeine Verwaltungskosten",
      role: "part",
    },
    {
      element: "HGB §275(2) 4 / (3) 6",
      type: "income_statement",
      key: "other_income",
      standard: "sonstige betriebliche Erträge",
      role: "part",
    },
    {
      element: "HGB §275(2) 7",
      type: "income_statement",
      key: "depreciation_amortization",
      standard: "Abschreibungen",
      variants: ["Abschreibungen auf immaterielle Vermögensgegenstände des Anlagevermögens und Sachanlagen"],
    },
    {
      element: "HGB §275(2) 8 / (3) 7",
      type: "income_statement",
      key: "other_operating_expenses",
      standard: "sonstige betriebliche Aufwendungen",
    },
    {
      element: "HGB §275(2) 11 / (3) 10",
      type: "income_statement",
      key: "other_income",
      standard: "sonstige Zinsen und ähnliche Erträge",
      role: "part",
    },
    {
      element: "HGB §275(2) 13 / (3) 12",
      type: "income_statement",
      key: "interest_expense",
      standard: "Zinsen und ähnliche Aufwendungen",
    },
    {
      element: "HGB §275(2) 14 / (3) 13",
      type: "income_statement",
      key: "income_tax",
      standard: "Steuern vom Einkommen und vom Ertrag",
    },
    {
      element: "HGB §275(2) 17 / (3) 16",
      type: "income_statement",
      key: "net_profit",
      standard: "Jahresüberschuss/Jahresfehlbetrag",
      variants: ["Jahresüberschuß/Jahresfehlbetrag", "Jahresüberschuss", "Jahresfehlbetrag"],
    },
  ],
  unmapped: [
    {
      element: "HGB §266(3) C.2",
      label: "Verbindlichkeiten gegenüber Kreditinstituten",
      reason:
        "Bank debt without a maturity split (HGB gives the remaining terms in a 'davon' note or the Anhang): short- or long-term debt is left for the analyst, not guessed.",
    },
    { element: "HGB §266(3) B", label: "Rückstellungen", reason: "Provisions: no key in the chart." },
    {
      element: "HGB §266(2) B.I.2",
      label: "unfertige Erzeugnisse, unfertige Leistungen",
      reason: "A part of Vorräte, which is read as inventory; reading it as work in progress too would count it twice.",
    },
    {
      element: "HGB §266(3) A.II",
      label: "Kapitalrücklage",
      reason: "Neither share capital nor retained earnings in the chart.",
    },
    {
      element: "HGB §266(3) A.IV",
      label: "Gewinnvortrag/Verlustvortrag",
      reason: "Carried-forward result; the chart's retained_earnings is read from Gewinnrücklagen.",
    },
    {
      element: "HGB §275(2) 5",
      label: "Materialaufwand",
      reason:
        "Cost of materials and purchased services in the nature-of-expense format: not cost of sales, and wider than the chart's raw_materials.",
    },
    {
      element: "HGB §275(2) 6",
      label: "Personalaufwand",
      reason: "All staff costs; the chart's direct_labour is direct labour only.",
    },
    {
      element: "HGB §275(2) 15 / (3) 14",
      label: "Ergebnis nach Steuern",
      reason: "Before other taxes (sonstige Steuern): not net profit.",
    },
    {
      element: "HGB §275(2) 2",
      label: "Erhöhung oder Verminderung des Bestands an fertigen und unfertigen Erzeugnissen",
      reason: "A change in inventory: no key.",
    },
  ],
};
