// Builds blind batch 18 of the extraction corpus (test/fixtures/extraction-corpus/unseen18/) ONCE.
// Made BLIND to the reader: its maker read only src/contract/, docs/chart-of-accounts.md,
// /work/shared/spec/*.md, scripts/corpus-own-statements.mjs, the headers of
// scripts/make-unseen12..15-corpus.mjs (key conventions, FILES structure, how they drive makeBatch) and
// earlier batches' JSONs ("company", "features", keys); not the reader (src/server/extraction/), its
// docs, tests or scorer, and it did not run the reader, the scorer or vitest.
//
// Theme: what German-speaking companies send: a Maschinenbau group's HGB Konzernbilanz in Kontoform
// (Aktiva | Passiva side by side on one landscape page) with its Konzern-GuV nach dem
// Gesamtkostenverfahren; a Großhändler's Kapitalflussrechnung nach DRS 21 with its GuV; a
// Handwerksbetrieb's Kleinstkapitalgesellschaft Bilanz (§ 267a HGB, main letter items only) and GuV
// (§ 275 Abs. 5); a kleine GmbH (§ 266 Abs. 1 Satz 3) with this year in euros and cents and the prior
// year in TEUR; a Spedition e.K. (Kapital Inhaber, Privatentnahmen / Privateinlagen, fiscal year
// 1.7.2024-30.6.2025, Frachten as bezogene Leistungen); an Austrian UGB Bilanz with Rückstellungen für
// Abfertigungen and GuV down to the Bilanzgewinn; a Swiss OR KMU Erfolgsrechnung and Bilanz in CHF with
// apostrophes; a GmbH & Co. KG; an eG (Geschäftsguthaben der Mitglieder); the English statements of an
// Austrian GmbH; a bilingual (German with the English label under each line) statement. "davon" lines
// under items, which are not components of any sum. Every figure is written here by hand; the script
// throws unless each balance sheet balances (the cash line, printed or not, is the plug and must come
// out positive), each printed subtotal is the sum of its lines, each profit closes, retained earnings /
// Gewinnvortrag / Kapital roll forward and cash rolls forward in the cash flow.
//
// Files: 11 text PDFs (5 Chromium, 3 groff, 3 PDFKit) and 2 scans; 9 German, 1 bilingual (language
// "de"), 1 English (an Austrian GmbH). Producers: Chromium headless --print-to-pdf (/usr/bin/chromium)
// of HTML written here (A4 portrait; the Kontoform page A4 landscape through a named @page); GNU groff
// (tbl, -Tps) + Ghostscript ps2pdf; PDFKit 0.15 (PDFKIT_PREFIX, default /tmp/own); scans by the
// model's scan() through the shared driver. No Debian package was installed for this batch.
// Shared module: scripts/corpus-own-statements.mjs got optional per-column `scales` and `decimals` on a
// table (this year in EUR with cents, the prior year in TEUR); without them everything is as before,
// so the earlier batches' JSONs and checks are unchanged.
//
// Key conventions: docs/chart-of-accounts.md (binding) and the earlier makers' headers: other_* are the
// RESIDUAL of their section; other_income is NON-operating (sonstige Zinsen und ähnliche Erträge,
// Erträge aus Beteiligungen, Finanzertrag; sonstige betriebliche Erträge are not); staff costs /
// Personalaufwand never SG&A (left out); Materialaufwand as a whole and bezogene Leistungen left out,
// "a) Aufwendungen für Roh-, Hilfs- und Betriebsstoffe und für bezogene Waren" = raw_materials;
// aktive Rechnungsabgrenzungsposten (and aktive latente Steuern, also outside the Umlaufvermögen) left
// out; HGB Bilanz without a maturity split: Rückstellungen and Verbindlichkeiten gegenüber
// Kreditinstituten / sonstige Verbindlichkeiten not expected, Verbindlichkeiten aus Lieferungen und
// Leistungen = trade_payables, Finanzanlagen = other_non_current_assets, sonstige Vermögensgegenstände =
// other_current_assets; Gewinnvortrag / Jahresüberschuss printed apart: retained_earnings left out;
// Summe Anlagevermögen / Umlaufvermögen / Eigenkapital = total_non_current_assets /
// total_current_assets / total_equity; Bilanzsumme / Summe Aktiva / Summe Passiva = total_assets /
// total_liabilities_and_equity; expenses positive, cash outflows negative.
// Decisions of this batch (where the docs are silent):
//   - "davon" lines (davon gegenüber verbundenen Unternehmen, davon aus Steuern, davon im Rahmen der
//     sozialen Sicherheit, davon mit einer Restlaufzeit ..., davon für Altersversorgung, davon
//     Gewinnvortrag) are never expected and never added to their item;
//   - Kontoform: one balance sheet per column pair (Aktiva and Passiva of 31.12.2025 form one document);
//   - Konzern equity: "Erwirtschaftetes Konzerneigenkapital" (DRS 22) = retained_earnings; nicht
//     beherrschende Anteile are inside total_equity (Summe Eigenkapital); the Konzern-GuV's
//     Konzernjahresüberschuss (before the minority share) = net_profit;
//   - other_income: Erträge aus Beteiligungen / aus assoziierten Unternehmen and sonstige Zinsen und
//     ähnliche Erträge summed;
//   - Kleinstkapitalgesellschaft (§ 275 Abs. 5 GuV): "sonstige Erträge", "sonstige Aufwendungen" (which
//     hold interest) and "Steuern" (income and other taxes) are mixed lines: not expected; Umsatzerlöse,
//     Abschreibungen, Jahresüberschuss are; the Bilanz's letter items: A. Anlagevermögen =
//     total_non_current_assets, B. Umlaufvermögen = total_current_assets, A. Eigenkapital =
//     total_equity; B. Rückstellungen and C. Verbindlichkeiten not expected;
//   - GmbH & Co. KG: Forderungen gegen Gesellschafter summed with sonstige Vermögensgegenstände into
//     other_current_assets (the residual); Verbindlichkeiten gegenüber Gesellschaftern and erhaltene
//     Anzahlungen not expected (no maturity split, as the other Verbindlichkeiten);
//   - kleine GmbH: "II. Forderungen und sonstige Vermögensgegenstände" in one line is not expected (its
//     davon Forderungen aus Lieferungen und Leistungen neither);
//   - "Vorjahr" (no year printed) is the preceding fiscal year; "Geschäftsjahr 2024/2025" (1.7.2024 -
//     30.6.2025) is yearly 2025-06-30 and its Vorjahr 2024-06-30;
//   - this year in EUR with cents and the Vorjahr in TEUR: each column expected in euros (the TEUR
//     column multiplied by 1,000);
//   - "-,--" (zero) is printed only on lines that are not expected;
//   - e.K. / GmbH & Co. KG: Kapital Inhaber / Kapitalanteile are not share_capital; the printed
//     "Eigenkapital" total = total_equity; Privatentnahmen / -einlagen not expected; Gewerbesteuer as
//     "Steuern vom Einkommen und vom Ertrag" = income_tax; "Gutschrift auf Kapitalkonten" not expected;
//   - eG: "Geschäftsguthaben" (the printed total of the remaining and the departing members') =
//     share_capital; Ergebnisrücklagen and Bilanzgewinn printed apart: retained_earnings left out;
//   - Austrian UGB: "Zwischensumme aus Z 1 bis 6 (Betriebserfolg)" = operating_profit, "Ergebnis vor
//     Steuern" = profit_before_tax, "Jahresüberschuss" = net_profit, Finanzerfolg not expected,
//     Bilanzgewinn and the lines from Jahresüberschuss to Bilanzgewinn not expected; Rückstellungen
//     (incl. für Abfertigungen) not expected (no maturity split); the English version likewise
//     ("Operating result", "Result before taxes", "Net income for the year", "Provisions for
//     severance payments");
//   - Swiss OR KMU: Nettoerlöse aus Lieferungen und Leistungen = revenue, Materialaufwand and
//     Personalaufwand not expected, Übriger betrieblicher Aufwand = other_operating_expenses,
//     Abschreibungen und Wertberichtigungen auf Positionen des Anlagevermögens =
//     depreciation_amortization, Betriebliches Ergebnis = operating_profit, Finanzertrag = other_income,
//     Finanzaufwand = interest_expense, ausserordentlicher Ertrag not expected, Direkte Steuern =
//     income_tax, Jahresgewinn = net_profit, Vorräte und nicht fakturierte Dienstleistungen = inventory,
//     kurzfristige / langfristige verzinsliche Verbindlichkeiten = short_term_debt / long_term_debt,
//     Rückstellungen in the long-term block = other_non_current_liabilities, Total Fremdkapital =
//     total_liabilities, gesetzliche Gewinnreserve + Bilanzgewinn printed apart: retained_earnings out;
//   - DRS 21: Cashflow aus der laufenden Geschäftstätigkeit / Investitionstätigkeit /
//     Finanzierungstätigkeit, Auszahlungen für Investitionen in das Sachanlagevermögen =
//     purchase_of_fixed_assets (intangibles printed apart: not added), Auszahlungen aus der Tilgung von
//     (Finanz-)Krediten = repayment_of_borrowings, Gezahlte Dividenden = dividends_paid, Zahlungswirksame
//     Veränderungen des Finanzmittelfonds = net_change_in_cash, Finanzmittelfonds am Anfang / Ende der
//     Periode = cash_at_beginning / cash_at_end.
//
// Usage: node scripts/make-unseen18-corpus.mjs [--check] [--out DIR] (see corpus-own-statements.mjs).
import {
  add,
  eq,
  esc,
  fmtNum,
  groffPages,
  head,
  makeBatch,
  neg,
  pdfkitPages,
  plug,
  positive,
  row,
  sub,
  Y,
} from "./corpus-own-statements.mjs";

// ---------------------------------------------------------------------------------------------
// printing: conv "de" 1.234,56 or "ch" 1'234; neg "ab" ./. 1.234, "dash" –1.234, "paren" (1.234),
// "minus" -1.234; zero: f.zero ("-,--" or "–")
function fmt(f, x, dec) {
  if (x === 0) return f.zero ?? "–";
  const s = fmtNum(x, f.conv, dec);
  if (x > 0) return s;
  return f.neg === "ab" ? `./. ${s}` : f.neg === "paren" ? `(${s})` : f.neg === "dash" ? `–${s}` : `-${s}`;
}
const decOf = (f, p, ci) => p.decimals?.[ci] ?? f.decimals;
const i1 = { i: 1 };
const i2 = { i: 2 };
const b = { b: true };
const m1 = { s: -1 };
/** A "davon" line: amounts under an item, not a component of any sum. */
const davon = (l, v) => row(l, v, null, { i: 2, davon: true });
const st = (type, title, rows, o = {}) => ({ kind: "st", type, title, rows, ...o });
const FILES = [];

// 1. Maschinenbau group: HGB Konzernbilanz in Kontoform (landscape) + Konzern-GuV (GKV), TEUR -----------
{
  // GuV
  const rev = [148_262, 139_417];
  const bestand = [2_184, -1_306];
  const eigenl = [612, 548];
  const sbe = [3_941, 2_876];
  const rhb = [58_340, 52_902];
  const bl = [9_118, 8_461];
  const mat = add(rhb, bl);
  const lohn = [41_206, 38_877];
  const soz = [8_934, 8_402];
  const pers = add(lohn, soz);
  const afa = [6_418, 6_102];
  const sba = [21_674, 20_318];
  const assoz = [486, 402];
  const zinsE = [214, 97];
  const zinsA = [1_872, 2_046];
  const ebit = sub(add(rev, bestand, eigenl, sbe), add(mat, pers, afa, sba));
  const eeSt = [2_861, 1_494];
  const ens = sub(add(ebit, assoz, zinsE), add(zinsA, eeSt));
  const sSt = [318, 296];
  const jue = sub(ens, sSt);
  const minGuV = [412, 301];
  const mutter = sub(jue, minGuV);
  positive(mutter, "hohenlohe jue");
  // Bilanz
  const immat = [7_842, 8_516];
  const sach = [46_118, 44_270];
  const fin = [3_904, 3_418];
  const av = add(immat, sach, fin);
  const vorr = [31_762, 28_947];
  const ford = [22_417, 21_066];
  const svg = [3_186, 2_874];
  const rap = [684, 611];
  const latA = [1_212, 1_118];
  const gk = [12_000, 12_000];
  const krl = [6_500, 6_500];
  const div = [3_600, 3_000];
  const ekk = [0, 38_914];
  ekk[0] = ekk[1] + mutter[0] - div[0];
  const minB = [3_184, 2_892];
  eq([minB[0] - minB[1]], [minGuV[0] - 120], "minority roll (less 120 paid out)");
  const ek = add(gk, krl, ekk, minB);
  const pens = [9_406, 9_122];
  const stRst = [1_384, 1_206];
  const sRst = [7_912, 7_340];
  const rst = add(pens, stRst, sRst);
  const bank = [24_480, 26_910];
  const anz = [5_916, 4_808];
  const lul = [11_274, 10_391];
  const sVb = [4_318, 4_082];
  const vb = add(bank, anz, lul, sVb);
  const prap = [418, 356];
  const latP = [862, 796];
  const passiva = add(ek, rst, vb, prap, latP);
  const kasse = plug(passiva, [av, vorr, ford, svg, rap, latA], "hohenlohe cash");
  const uv = add(vorr, ford, svg, kasse);
  const aktiva = add(av, uv, rap, latA);
  eq(aktiva, passiva, "hohenlohe balance");
  const BOTH = [Y("2025-12-31"), Y("2024-12-31")];
  FILES.push({
    id: "chromium-de-konzernbilanz-kontoform-gkv",
    producer: "chromium",
    language: "de",
    company: "Hohenloher Antriebstechnik GmbH",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "TEUR",
    conv: "de",
    neg: "dash",
    decimals: 0,
    cols: ["31.12.2025", "31.12.2024"],
    features: [
      "HGB-Konzernbilanz in Kontoform: Aktiva und Passiva nebeneinander auf einer Seite im Querformat (A4 quer), je zwei Spalten 31.12.2025 | 31.12.2024 in TEUR; Eigenkapital mit erwirtschaftetem Konzerneigenkapital und nicht beherrschenden Anteilen, aktive und passive latente Steuern",
      'davon-Zeilen unter Posten ("davon gegenüber assoziierten Unternehmen", "davon mit einer Restlaufzeit bis zu einem Jahr", "davon aus Steuern", "davon im Rahmen der sozialen Sicherheit", "davon für Altersversorgung"), die nicht Teil der Summe sind',
      "Konzern-Gewinn- und Verlustrechnung nach dem Gesamtkostenverfahren (§ 275 Abs. 2 HGB) auf der zweiten Seite (Hochformat), Aufwendungen mit Minuszeichen (–), Bestandsverminderung im Vorjahr negativ; Maschinenbau-Mittelstand",
    ],
    pages: [
      {
        kind: "konto",
        type: "balance_sheet",
        title: "Konzernbilanz zum 31. Dezember 2025",
        lines: ["Hohenloher Antriebstechnik GmbH, Künzelsau", "TEUR"],
        expect: BOTH,
        left: [
          head("AKTIVA"),
          head("A. Anlagevermögen"),
          row("I. Immaterielle Vermögensgegenstände", immat, "intangible_assets", i1),
          row("II. Sachanlagen", sach, "net_fixed_assets", i1),
          row("III. Finanzanlagen", fin, "other_non_current_assets", i1),
          davon("davon Anteile an assoziierten Unternehmen", [2_716, 2_230]),
          row("Summe Anlagevermögen", av, "total_non_current_assets", b),
          head("B. Umlaufvermögen"),
          row("I. Vorräte", vorr, "inventory", i1),
          row("II. Forderungen und sonstige Vermögensgegenstände", null, null, i1),
          row("1. Forderungen aus Lieferungen und Leistungen", ford, "trade_receivables", i2),
          row("2. Sonstige Vermögensgegenstände", svg, "other_current_assets", i2),
          davon("davon gegenüber assoziierten Unternehmen", [402, 377]),
          row("III. Kassenbestand, Guthaben bei Kreditinstituten", kasse, "cash", i1),
          row("Summe Umlaufvermögen", uv, "total_current_assets", b),
          row("C. Rechnungsabgrenzungsposten", rap),
          row("D. Aktive latente Steuern", latA),
          row("Summe Aktiva", aktiva, "total_assets", b),
        ],
        right: [
          head("PASSIVA"),
          head("A. Eigenkapital"),
          row("I. Gezeichnetes Kapital", gk, "share_capital", i1),
          row("II. Kapitalrücklage", krl, null, i1),
          row("III. Erwirtschaftetes Konzerneigenkapital", ekk, "retained_earnings", i1),
          row("IV. Nicht beherrschende Anteile", minB, null, i1),
          row("Summe Eigenkapital", ek, "total_equity", b),
          head("B. Rückstellungen"),
          row("1. Rückstellungen für Pensionen", pens, null, i2),
          row("2. Steuerrückstellungen", stRst, null, i2),
          row("3. Sonstige Rückstellungen", sRst, null, i2),
          head("C. Verbindlichkeiten"),
          row("1. Verbindlichkeiten gegenüber Kreditinstituten", bank, null, i2),
          davon("davon mit einer Restlaufzeit bis zu einem Jahr", [6_120, 6_430]),
          row("2. Erhaltene Anzahlungen auf Bestellungen", anz, null, i2),
          row("3. Verbindlichkeiten aus Lieferungen und Leistungen", lul, "trade_payables", i2),
          row("4. Sonstige Verbindlichkeiten", sVb, null, i2),
          davon("davon aus Steuern", [1_506, 1_388]),
          davon("davon im Rahmen der sozialen Sicherheit", [212, 194]),
          row("D. Rechnungsabgrenzungsposten", prap),
          row("E. Passive latente Steuern", latP),
          row("Summe Passiva", passiva, "total_liabilities_and_equity", b),
        ],
      },
      st(
        "income_statement",
        "Konzern-Gewinn- und Verlustrechnung für die Zeit vom 1. Januar bis 31. Dezember 2025",
        [
          row("1. Umsatzerlöse", rev, "revenue"),
          row("2. Erhöhung / Verminderung des Bestands an fertigen und unfertigen Erzeugnissen", bestand),
          row("3. Andere aktivierte Eigenleistungen", eigenl),
          row("4. Sonstige betriebliche Erträge", sbe),
          row("5. Materialaufwand", null),
          row("a) Aufwendungen für Roh-, Hilfs- und Betriebsstoffe und für bezogene Waren", neg(rhb), "raw_materials", {
            s: -1,
            i: 1,
          }),
          row("b) Aufwendungen für bezogene Leistungen", neg(bl), null, i1),
          row("6. Personalaufwand", null),
          row("a) Löhne und Gehälter", neg(lohn), null, i1),
          row("b) Soziale Abgaben und Aufwendungen für Altersversorgung und für Unterstützung", neg(soz), null, i1),
          davon("davon für Altersversorgung", [1_318, 1_244]),
          row(
            "7. Abschreibungen auf immaterielle Vermögensgegenstände des Anlagevermögens und Sachanlagen",
            neg(afa),
            "depreciation_amortization",
            m1,
          ),
          row("8. Sonstige betriebliche Aufwendungen", neg(sba), "other_operating_expenses", m1),
          row("9. Erträge aus assoziierten Unternehmen", assoz, "other_income"),
          row("10. Sonstige Zinsen und ähnliche Erträge", zinsE, "other_income"),
          row("11. Zinsen und ähnliche Aufwendungen", neg(zinsA), "interest_expense", m1),
          davon("davon aus der Aufzinsung von Rückstellungen", [-402, -386]),
          row("12. Steuern vom Einkommen und vom Ertrag", neg(eeSt), "income_tax", m1),
          row("13. Ergebnis nach Steuern", ens, null, b),
          row("14. Sonstige Steuern", neg(sSt)),
          row("15. Konzernjahresüberschuss", jue, "net_profit", b),
          row("16. Nicht beherrschenden Anteilen zustehender Gewinn", neg(minGuV)),
          row("17. Konzernjahresüberschuss der Gesellschafter des Mutterunternehmens", mutter, null, b),
        ],
        { expect: BOTH, cols: ["2025", "2024"], lines: ["TEUR"] },
      ),
    ],
  });
}

// 2. Elektro-Großhändler: GuV (GKV) + Kapitalflussrechnung nach DRS 21, TEUR, "Geschäftsjahr | Vorjahr" --
{
  const rev = [86_914, 81_273];
  const sbe = [1_184, 1_042];
  const waren = [64_806, 60_512];
  const pers = [10_218, 9_746];
  const afa = [1_462, 1_388];
  const sba = [6_074, 5_811];
  const zinsE = [38, 21];
  const zinsA = [612, 684];
  const ees = [1_198, 1_046];
  const ens = sub(add(rev, sbe, zinsE), add(waren, pers, afa, sba, zinsA, ees));
  const sst = [46, 44];
  const jue = sub(ens, sst);
  positive(jue, "nordheide jue");
  // Kapitalflussrechnung (cash at the start of the Vorjahr given)
  const rst = [214, -96];
  const vorr = [-1_806, -942];
  const ford = [-1_122, 418];
  const verb = [1_486, -1_208];
  const abgangG = [-42, -18];
  const zins = sub(zinsA, zinsE);
  const eesZ = [-1_086, -1_132];
  const cfo = add(jue, afa, rst, vorr, ford, verb, abgangG, zins, ees, eesZ);
  const immatInv = [-284, -196];
  const sachInv = [-2_318, -1_764];
  const abgangE = [126, 84];
  const zinsErh = zinsE;
  const cfi = add(immatInv, sachInv, abgangE, zinsErh);
  const aufnahme = [1_500, 0];
  const tilgung = [-2_250, -2_250];
  const zinsGez = neg(zinsA);
  const divi = [-800, -600];
  const cff = add(aufnahme, tilgung, zinsGez, divi);
  const dcash = add(cfo, cfi, cff);
  const anfang = [0, 3_412];
  anfang[0] = anfang[1] + dcash[1];
  const ende = add(anfang, dcash);
  positive(ende, "nordheide cash");
  eq([anfang[0]], [ende[1]], "nordheide cash roll");
  const GV = [Y("2025-12-31"), Y("2024-12-31")];
  FILES.push({
    id: "groff-de-grosshandel-guv-kapitalflussrechnung-drs21",
    producer: "groff",
    language: "de",
    company: "Nordheide Elektro-Großhandel GmbH",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "in TEUR",
    conv: "de",
    neg: "paren",
    decimals: 0,
    cols: ["Geschäftsjahr", "Vorjahr"],
    features: [
      'Spalten "Geschäftsjahr | Vorjahr" ohne Jahreszahl im Spaltenkopf (das Geschäftsjahr 2025 steht nur im Titel), TEUR, negative Beträge in Klammern',
      "Gewinn- und Verlustrechnung nach dem Gesamtkostenverfahren eines Elektro-Großhändlers (Materialaufwand nur Aufwendungen für bezogene Waren)",
      "Kapitalflussrechnung nach DRS 21 (indirekte Methode ab dem Periodenergebnis): Cashflow aus der laufenden Geschäftstätigkeit, Investitionstätigkeit (Auszahlungen für immaterielle Vermögensgegenstände und für Sachanlagen getrennt), Finanzierungstätigkeit (gezahlte Zinsen, Tilgung, Dividenden), Finanzmittelfonds am Anfang und Ende der Periode",
    ],
    pages: [
      st(
        "income_statement",
        "Gewinn- und Verlustrechnung für das Geschäftsjahr 2025",
        [
          row("1. Umsatzerlöse", rev, "revenue"),
          row("2. Sonstige betriebliche Erträge", sbe),
          row("3. Materialaufwand", null),
          row("Aufwendungen für Roh-, Hilfs- und Betriebsstoffe und für bezogene Waren", neg(waren), "raw_materials", {
            s: -1,
            i: 1,
          }),
          row("4. Personalaufwand", neg(pers)),
          row(
            "5. Abschreibungen auf Sachanlagen und immaterielle Vermögensgegenstände",
            neg(afa),
            "depreciation_amortization",
            m1,
          ),
          row("6. Sonstige betriebliche Aufwendungen", neg(sba), "other_operating_expenses", m1),
          row("7. Sonstige Zinsen und ähnliche Erträge", zinsE, "other_income"),
          row("8. Zinsen und ähnliche Aufwendungen", neg(zinsA), "interest_expense", m1),
          row("9. Steuern vom Einkommen und vom Ertrag", neg(ees), "income_tax", m1),
          row("10. Ergebnis nach Steuern", ens, null, b),
          row("11. Sonstige Steuern", neg(sst)),
          row("12. Jahresüberschuss", jue, "net_profit", b),
        ],
        { expect: GV, lines: ["Lüneburg, 1. Januar bis 31. Dezember 2025", "in TEUR"] },
      ),
      st(
        "cashflow_statement",
        "Kapitalflussrechnung für das Geschäftsjahr 2025",
        [
          row("Periodenergebnis (Jahresüberschuss)", jue),
          row("+ Abschreibungen auf Gegenstände des Anlagevermögens", afa),
          row("+/- Zunahme / Abnahme der Rückstellungen", rst),
          row("-/+ Zunahme / Abnahme der Vorräte", vorr),
          row("-/+ Zunahme / Abnahme der Forderungen aus Lieferungen und Leistungen", ford),
          row("+/- Zunahme / Abnahme der Verbindlichkeiten aus Lieferungen und Leistungen", verb),
          row("-/+ Gewinn / Verlust aus dem Abgang von Gegenständen des Anlagevermögens", abgangG),
          row("+/- Zinsaufwendungen / Zinserträge", zins),
          row("+/- Ertragsteueraufwand / -ertrag", ees),
          row("-/+ Ertragsteuerzahlungen", eesZ),
          row("= Cashflow aus der laufenden Geschäftstätigkeit", cfo, "net_cash_from_operating_activities", b),
          row("- Auszahlungen für Investitionen in das immaterielle Anlagevermögen", immatInv),
          row("- Auszahlungen für Investitionen in das Sachanlagevermögen", sachInv, "purchase_of_fixed_assets"),
          row("+ Einzahlungen aus Abgängen von Gegenständen des Sachanlagevermögens", abgangE),
          row("+ Erhaltene Zinsen", zinsErh),
          row("= Cashflow aus der Investitionstätigkeit", cfi, "net_cash_from_investing_activities", b),
          row("+ Einzahlungen aus der Aufnahme von (Finanz-)Krediten", aufnahme),
          row("- Auszahlungen aus der Tilgung von (Finanz-)Krediten", tilgung, "repayment_of_borrowings"),
          row("- Gezahlte Zinsen", zinsGez),
          row("- Gezahlte Dividenden an Gesellschafter", divi, "dividends_paid"),
          row("= Cashflow aus der Finanzierungstätigkeit", cff, "net_cash_from_financing_activities", b),
          row("Zahlungswirksame Veränderungen des Finanzmittelfonds", dcash, "net_change_in_cash", b),
          row("+ Finanzmittelfonds am Anfang der Periode", anfang, "cash_at_beginning"),
          row("= Finanzmittelfonds am Ende der Periode", ende, "cash_at_end", b),
        ],
        {
          expect: GV,
          lines: ["nach DRS 21, in TEUR"],
          after: ["Der Finanzmittelfonds umfasst Kassenbestand und Guthaben bei Kreditinstituten."],
        },
      ),
    ],
  });
}

// 3. Handwerksbetrieb: Kleinstkapitalgesellschaft (§ 267a HGB), Bilanz with letter items only and GuV
//    nach § 275 Abs. 5 HGB, EUR with cents, "Vorjahr" column, "-,--" for zero -----------------------------
{
  const rev = [412_786.44, 386_190.12];
  const sErt = [3_214.8, 1_866.0];
  const mat = [148_927.31, 139_448.57];
  const pers = [176_402.18, 171_980.66];
  const afa = [14_288.0, 13_612.0];
  const sAuf = [51_973.9, 49_612.34];
  const steuern = [6_214.33, 3_118.9];
  const jue = sub(add(rev, sErt), add(mat, pers, afa, sAuf, steuern)).map((x) => Math.round(x * 100) / 100);
  positive(jue, "vogt jue");
  const av = [61_480.0, 66_118.0];
  const rapA = [1_284.5, 1_102.0];
  const gk = [25_000, 25_000];
  const gvv = [0, 38_412.17];
  const aus = [0, 0];
  gvv[0] = Math.round((gvv[1] + jue[1] - aus[0]) * 100) / 100;
  const ek = add(gk, gvv, jue).map((x) => Math.round(x * 100) / 100);
  const rst = [9_850.0, 8_400.0];
  const vb = [47_318.62, 52_906.41];
  const rapP = [1_200.0, 0];
  const passiva = add(ek, rst, vb, rapP).map((x) => Math.round(x * 100) / 100);
  const uvOhneKasse = [58_416.9, 49_207.35];
  const kasse = plug(passiva, [av, rapA, uvOhneKasse], "vogt cash");
  const uv = add(uvOhneKasse, kasse).map((x) => Math.round(x * 100) / 100);
  const aktiva = add(av, uv, rapA).map((x) => Math.round(x * 100) / 100);
  eq(aktiva, passiva, "vogt balance");
  const BOTH = [Y("2025-12-31"), Y("2024-12-31")];
  FILES.push({
    id: "pdfkit-de-kleinstkapitalgesellschaft-handwerk",
    producer: "pdfkit",
    language: "de",
    company: "Schreinerei Vogt GmbH",
    currency: "EUR",
    scale: 1,
    scale_phrase: "EUR",
    conv: "de",
    neg: "minus",
    zero: "-,--",
    decimals: 2,
    cols: ["31.12.2025", "Vorjahr"],
    features: [
      "Kleinstkapitalgesellschaft (§ 267a HGB, Handwerksbetrieb): Bilanz nur mit den Buchstabenposten (A. Anlagevermögen, B. Umlaufvermögen, C. Rechnungsabgrenzungsposten; A. Eigenkapital, B. Rückstellungen, C. Verbindlichkeiten, D. Rechnungsabgrenzungsposten), keine Kasse gesondert",
      'Gewinn- und Verlustrechnung nach § 275 Abs. 5 HGB (sonstige Erträge, Materialaufwand, Personalaufwand, Abschreibungen, sonstige Aufwendungen, Steuern, Jahresüberschuss); Vorjahresspalte nur "Vorjahr" ohne Jahreszahl, EUR mit Cent, "-,--" für null',
    ],
    pages: [
      st(
        "balance_sheet",
        "Bilanz zum 31. Dezember 2025",
        [
          head("Aktiva"),
          row("A. Anlagevermögen", av, "total_non_current_assets"),
          row("B. Umlaufvermögen", uv, "total_current_assets"),
          row("C. Rechnungsabgrenzungsposten", rapA),
          row("Summe Aktiva", aktiva, "total_assets", b),
          head("Passiva"),
          row("A. Eigenkapital", ek, "total_equity"),
          row("B. Rückstellungen", rst),
          row("C. Verbindlichkeiten", vb),
          row("D. Rechnungsabgrenzungsposten", rapP),
          row("Summe Passiva", passiva, "total_liabilities_and_equity", b),
        ],
        {
          expect: BOTH,
          lines: [
            "Schreinerei Vogt GmbH, Tauberbischofsheim",
            "Kleinstkapitalgesellschaft im Sinne des § 267a HGB",
            "EUR",
          ],
          after: ["Angaben nach § 264 Abs. 1 Satz 5 HGB: Haftungsverhältnisse bestanden nicht."],
        },
      ),
      st(
        "income_statement",
        "Gewinn- und Verlustrechnung für die Zeit vom 1. Januar bis 31. Dezember 2025",
        [
          row("1. Umsatzerlöse", rev, "revenue"),
          row("2. Sonstige Erträge", sErt),
          row("3. Materialaufwand", neg(mat)),
          row("4. Personalaufwand", neg(pers)),
          row("5. Abschreibungen", neg(afa), "depreciation_amortization", m1),
          row("6. Sonstige Aufwendungen", neg(sAuf)),
          row("7. Steuern", neg(steuern)),
          row("8. Jahresüberschuss", jue, "net_profit", b),
        ],
        { expect: BOTH, lines: ["nach § 275 Abs. 5 HGB", "EUR"] },
      ),
    ],
  });
}

// 4. Stahl-Großhandel: kleine GmbH (§ 266 Abs. 1 Satz 3 HGB) Bilanz + GuV nach § 276 HGB; this year in
//    EUR with cents, the Vorjahr in TEUR; negatives "./.", zero "-,--" ---------------------------------------
{
  const T = (x) => x * 1000; // the prior year in whole thousands of euros
  // GuV
  const roh = [1_284_617.42, T(1_196)];
  const pers = [812_406.15, T(788)];
  const afa = [64_218.0, T(61)];
  const sba = [318_774.66, T(341)];
  const zinsE = [1_412.08, T(1)];
  const zinsA = [28_946.3, T(31)];
  const ees = [17_216.0, T(-3)]; // the Vorjahr: a tax refund
  const ens = sub(add(roh, zinsE), add(pers, afa, sba, zinsA, ees)).map((x) => Math.round(x * 100) / 100);
  const sst = [2_318.4, T(2)];
  const jue = sub(ens, sst).map((x) => Math.round(x * 100) / 100);
  if (!(jue[0] > 0 && jue[1] < 0)) throw new Error("kaltband: a profit this year, a loss in the Vorjahr");
  // Bilanz
  const immat = [3_412.0, T(5)];
  const sach = [418_906.0, T(437)];
  const vorr = [512_874.19, T(468)];
  const ford = [386_420.77, T(371)];
  const svg = [21_608.34, T(18)];
  const rapA = [4_116.0, T(3)];
  const gk = [100_000.0, T(100)];
  const gvv = [0, T(196)];
  gvv[0] = gvv[1] + jue[1]; // no distribution
  const ek = add(gk, gvv, jue).map((x) => Math.round(x * 100) / 100);
  const rst = [48_612.0, T(41)];
  const bank = [702_118.56, T(747)];
  const lul = [318_406.11, T(284)];
  const sVb = [36_218.74, T(33)];
  const vb = add(bank, lul, sVb).map((x) => Math.round(x * 100) / 100);
  const passiva = add(ek, rst, vb).map((x) => Math.round(x * 100) / 100);
  const kasse = plug(passiva, [immat, sach, vorr, ford, svg, rapA], "kaltband cash");
  if (kasse[1] % 1000 !== 0) throw new Error("kaltband: the Vorjahr's cash not in whole thousands");
  const av = add(immat, sach);
  const uv = add(vorr, ford, svg, kasse).map((x) => Math.round(x * 100) / 100);
  const aktiva = add(av, uv, rapA).map((x) => Math.round(x * 100) / 100);
  eq(aktiva, passiva, "kaltband balance");
  const pr = (v) => [v[0], v[1] / 1000];
  const P = (l, v, k, o) => row(l, pr(v), k, o);
  const BOTH = [Y("2025-12-31"), Y("2024-12-31")];
  const mixed = { scales: [1, 1000], decimals: [2, 0] };
  FILES.push({
    id: "chromium-de-kleine-gmbh-eur-vorjahr-teur",
    producer: "chromium",
    language: "de",
    company: "Bergische Kaltband-Zuschnitt GmbH",
    currency: "EUR",
    scale: 1,
    scale_phrase: "EUR / Vorjahr TEUR",
    conv: "de",
    neg: "ab",
    zero: "-,--",
    decimals: 2,
    cols: ["31.12.2025", "31.12.2024"],
    features: [
      "kleine GmbH: verkürzte Bilanz nach § 266 Abs. 1 Satz 3 HGB (Buchstaben und römische Zahlen), Gewinn- und Verlustrechnung nach § 276 HGB ab dem Rohergebnis",
      'Geschäftsjahr in EUR mit Cent, Vorjahr in TEUR (Spaltenköpfe "EUR" und "TEUR"), negative Beträge als "./. 3" (Vorjahr Jahresfehlbetrag, Steuererstattung), "-,--" für null; Aufwendungen ohne Vorzeichen',
      'davon-Zeilen ("davon gegenüber Gesellschaftern", "davon aus Steuern"), die nicht Teil der Summe sind; Stahl-Großhändler',
    ],
    pages: [
      st(
        "balance_sheet",
        "Bilanz zum 31. Dezember 2025",
        [
          head("AKTIVA"),
          head("A. Anlagevermögen"),
          P("I. Immaterielle Vermögensgegenstände", immat, "intangible_assets", i1),
          P("II. Sachanlagen", sach, "net_fixed_assets", i1),
          P("III. Finanzanlagen", [0, 0], null, i1),
          P("Summe Anlagevermögen", av, "total_non_current_assets", b),
          head("B. Umlaufvermögen"),
          P("I. Vorräte", vorr, "inventory", i1),
          P("II. Forderungen und sonstige Vermögensgegenstände", add(ford, svg), null, i1),
          davon("davon Forderungen aus Lieferungen und Leistungen", pr(ford)),
          P("III. Kassenbestand, Guthaben bei Kreditinstituten", kasse, "cash", i1),
          P("Summe Umlaufvermögen", uv, "total_current_assets", b),
          P("C. Rechnungsabgrenzungsposten", rapA),
          P("Summe Aktiva", aktiva, "total_assets", b),
          head("PASSIVA"),
          head("A. Eigenkapital"),
          P("I. Gezeichnetes Kapital", gk, "share_capital", i1),
          P("II. Gewinnvortrag", gvv, null, i1),
          P("III. Jahresüberschuss / Jahresfehlbetrag", jue, null, i1),
          P("Summe Eigenkapital", ek, "total_equity", b),
          P("B. Rückstellungen", rst),
          P("C. Verbindlichkeiten", vb),
          davon("davon gegenüber Kreditinstituten", pr(bank)),
          davon("davon aus Lieferungen und Leistungen", pr(lul)),
          davon("davon gegenüber Gesellschaftern", [12_500.0, 15]),
          davon("davon aus Steuern", [9_814.26, 7]),
          P("D. Rechnungsabgrenzungsposten", [0, 0]),
          P("Summe Passiva", passiva, "total_liabilities_and_equity", b),
        ],
        {
          expect: BOTH,
          headRows: [["EUR", "TEUR"]],
          lines: ["Remscheid"],
          ...mixed,
        },
      ),
      st(
        "income_statement",
        "Gewinn- und Verlustrechnung für die Zeit vom 1. Januar bis 31. Dezember 2025",
        [
          P("1. Rohergebnis", roh),
          P("2. Personalaufwand", pers),
          P(
            "3. Abschreibungen auf immaterielle Vermögensgegenstände und Sachanlagen",
            afa,
            "depreciation_amortization",
          ),
          P("4. Sonstige betriebliche Aufwendungen", sba, "other_operating_expenses"),
          P("5. Sonstige Zinsen und ähnliche Erträge", zinsE, "other_income"),
          P("6. Zinsen und ähnliche Aufwendungen", zinsA, "interest_expense"),
          davon("davon an Gesellschafter", [562.5, 1]),
          P("7. Steuern vom Einkommen und vom Ertrag", ees, "income_tax"),
          P("8. Ergebnis nach Steuern", ens, null, b),
          P("9. Sonstige Steuern", sst),
          P("10. Jahresüberschuss / Jahresfehlbetrag", jue, "net_profit", b),
        ],
        { expect: BOTH, cols: ["2025", "2024"], headRows: [["EUR", "TEUR"]], ...mixed },
      ),
    ],
  });
}

// 5. Spedition e.K.: Bilanz with Kapital Inhaber, Privatentnahmen / -einlagen and GuV with Frachten as
//    bezogene Leistungen; Geschäftsjahr 1.7.2024 - 30.6.2025, EUR, "Geschäftsjahr | Vorjahr" ---------------
{
  const rev = [2_846_318, 2_611_904];
  const sbe = [18_412, 22_106];
  const treib = [412_806, 398_214];
  const frachten = [1_386_410, 1_248_772];
  const mat = add(treib, frachten);
  const pers = [604_118, 571_406];
  const afa = [118_640, 112_318];
  const sba = [196_274, 188_912];
  const zinsA = [31_806, 34_118];
  const gewSt = [14_212, 11_086];
  const ens = sub(add(rev, sbe), add(mat, pers, afa, sba, zinsA, gewSt));
  const kfz = [9_864, 9_212];
  const jue = sub(ens, kfz);
  positive(jue, "hennings jue");
  // equity of the Inhaber
  const kap0 = [0, 186_412];
  const entn = [-64_800, -61_200];
  const einl = [12_000, 0];
  kap0[0] = kap0[1] + entn[1] + einl[1] + jue[1]; // the Kapital rolls forward
  const kapE = add(kap0, entn, einl, jue);
  positive(kapE, "hennings kapital");
  // Bilanz
  const sach = [624_118, 672_406];
  const ford = [402_914, 371_208];
  const svg = [28_406, 31_118];
  const rapA = [6_212, 5_804];
  const rst = [42_800, 38_400];
  const bank = [598_612, 671_318];
  const lul = [244_806, 218_414];
  const sVb = [61_218, 54_806];
  const vb = add(bank, lul, sVb);
  const passiva = add(kapE, rst, vb);
  const kasse = plug(passiva, [sach, ford, svg, rapA], "hennings cash");
  const uv = add(ford, svg, kasse);
  const aktiva = add(sach, uv, rapA);
  const FY = [Y("2025-06-30"), Y("2024-06-30")];
  FILES.push({
    id: "groff-de-spedition-ek-geschaeftsjahr-2024-2025",
    producer: "groff",
    language: "de",
    company: "Spedition Albert Hennings e.K.",
    currency: "EUR",
    scale: 1,
    scale_phrase: "EUR",
    conv: "de",
    neg: "dash",
    decimals: 0,
    cols: ["Geschäftsjahr", "Vorjahr"],
    features: [
      'Einzelkaufmann (e.K.), Spedition: Eigenkapital als "Kapital Inhaber" mit Anfangskapital, Privatentnahmen (negativ, –), Privateinlagen und Jahresüberschuss; kein gezeichnetes Kapital',
      'abweichendes Geschäftsjahr 1.7.2024 – 30.6.2025 ("Geschäftsjahr 2024/2025"), Spalten "Geschäftsjahr | Vorjahr", EUR ohne Cent',
      "Gewinn- und Verlustrechnung (Gesamtkostenverfahren) mit Materialaufwand a) Aufwendungen für Roh-, Hilfs- und Betriebsstoffe (Treibstoffe) und b) Aufwendungen für bezogene Leistungen (Frachten), Gewerbesteuer als Steuern vom Einkommen und vom Ertrag, Kfz-Steuer als sonstige Steuern",
    ],
    pages: [
      st(
        "balance_sheet",
        "Bilanz zum 30. Juni 2025",
        [
          head("Aktiva"),
          head("A. Anlagevermögen"),
          row("Sachanlagen (Fuhrpark, Betriebs- und Geschäftsausstattung)", sach, "net_fixed_assets", i1),
          head("B. Umlaufvermögen"),
          row("I. Forderungen aus Lieferungen und Leistungen", ford, "trade_receivables", i1),
          row("II. Sonstige Vermögensgegenstände", svg, "other_current_assets", i1),
          row("III. Kassenbestand, Guthaben bei Kreditinstituten", kasse, "cash", i1),
          row("Summe Umlaufvermögen", uv, "total_current_assets", b),
          row("C. Rechnungsabgrenzungsposten", rapA),
          row("Summe Aktiva", aktiva, "total_assets", b),
          head("Passiva"),
          head("A. Eigenkapital"),
          row("Kapital Inhaber 1.7.", kap0, null, i1),
          row("Privatentnahmen", entn, null, i1),
          row("Privateinlagen", einl, null, i1),
          row("Jahresüberschuss", jue, null, i1),
          row("Kapital Inhaber 30.6.", kapE, "total_equity", b),
          row("B. Rückstellungen", rst),
          head("C. Verbindlichkeiten"),
          row("1. Verbindlichkeiten gegenüber Kreditinstituten", bank, null, i1),
          row("2. Verbindlichkeiten aus Lieferungen und Leistungen", lul, "trade_payables", i1),
          row("3. Sonstige Verbindlichkeiten", sVb, null, i1),
          davon("davon aus Steuern", [18_406, 16_212]),
          davon("davon im Rahmen der sozialen Sicherheit", [9_118, 8_604]),
          row("Summe Verbindlichkeiten", vb, null, b),
          row("Summe Passiva", passiva, "total_liabilities_and_equity", b),
        ],
        { expect: FY, lines: ["Geschäftsjahr 2024/2025 (1. Juli 2024 bis 30. Juni 2025), Bremen", "EUR"] },
      ),
      st(
        "income_statement",
        "Gewinn- und Verlustrechnung für das Geschäftsjahr 2024/2025",
        [
          row("1. Umsatzerlöse", rev, "revenue"),
          row("2. Sonstige betriebliche Erträge", sbe),
          row("3. Materialaufwand", null),
          row("a) Aufwendungen für Roh-, Hilfs- und Betriebsstoffe (Treibstoffe)", neg(treib), "raw_materials", {
            s: -1,
            i: 1,
          }),
          row("b) Aufwendungen für bezogene Leistungen (Frachten)", neg(frachten), null, i1),
          row("4. Personalaufwand", neg(pers)),
          row("5. Abschreibungen auf Sachanlagen", neg(afa), "depreciation_amortization", m1),
          row("6. Sonstige betriebliche Aufwendungen", neg(sba), "other_operating_expenses", m1),
          row("7. Zinsen und ähnliche Aufwendungen", neg(zinsA), "interest_expense", m1),
          row("8. Steuern vom Einkommen und vom Ertrag (Gewerbesteuer)", neg(gewSt), "income_tax", m1),
          row("9. Ergebnis nach Steuern", ens, null, b),
          row("10. Sonstige Steuern (Kfz-Steuer)", neg(kfz)),
          row("11. Jahresüberschuss", jue, "net_profit", b),
        ],
        { expect: FY, lines: ["1. Juli 2024 bis 30. Juni 2025", "EUR"] },
      ),
    ],
  });
}

// Austrian Baustoff-Großhändler: one model for the German (6) and the English (10) statements ----------
function austria(k) {
  const v = {};
  const s = (a) => a.map((x) => Math.round(x * k));
  v.rev = s([24_618_412, 23_104_806]);
  v.sbe = s([186_412, 142_318]);
  v.mat = s([17_204_618, 16_318_412]);
  v.bl = s([612_804, 584_118]);
  v.pers = s([3_318_406, 3_106_812]);
  v.afa = s([486_212, 462_918]);
  v.sba = s([1_846_118, 1_792_406]);
  v.bet = sub(add(v.rev, v.sbe), add(v.mat, v.bl, v.pers, v.afa, v.sba));
  v.zinsE = s([24_618, 11_204]);
  v.zinsA = s([212_406, 238_118]);
  v.fin = sub(v.zinsE, v.zinsA);
  v.evs = add(v.bet, v.fin);
  v.kost = v.evs.map((x) => Math.round(x * 0.23));
  v.ens = sub(v.evs, v.kost);
  v.jue = v.ens;
  v.zuw = s([-100_000, -50_000]);
  v.gv = s([0, 212_406]);
  v.aussch = s([250_000, 200_000]);
  v.bg = add(v.jue, v.zuw, v.gv);
  v.gv[0] = v.bg[1] - v.aussch[0]; // Gewinnvortrag = last year's Bilanzgewinn less the dividend
  v.bg = add(v.jue, v.zuw, v.gv);
  positive(v.bg, "at bilanzgewinn");
  // Bilanz
  v.immat = s([38_412, 46_118]);
  v.sach = s([3_912_406, 3_804_118]);
  v.finA = s([120_000, 120_000]);
  v.av = add(v.immat, v.sach, v.finA);
  v.vorr = s([3_418_206, 3_206_412]);
  v.ford = s([2_846_118, 2_712_406]);
  v.sford = s([184_406, 162_812]);
  v.rapA = s([22_418, 19_806]);
  v.stk = s([350_000, 350_000]);
  v.krl = s([180_000, 180_000]);
  v.grl = [0, s([1_150_000])[0]];
  v.grl[0] = v.grl[1] - v.zuw[0];
  v.ek = add(v.stk, v.krl, v.grl, v.bg);
  v.abf = s([612_406, 588_118]);
  v.strst = s([84_212, 62_406]);
  v.srst = s([318_406, 296_812]);
  v.rst = add(v.abf, v.strst, v.srst);
  v.bank = s([4_012_118, 4_304_406]);
  v.lul = s([2_418_612, 2_218_406]);
  v.svb = s([412_806, 386_118]);
  v.vb = add(v.bank, v.lul, v.svb);
  v.passiva = add(v.ek, v.rst, v.vb);
  v.kasse = plug(v.passiva, [v.av, v.vorr, v.ford, v.sford, v.rapA], "at cash");
  v.uv = add(v.vorr, v.ford, v.sford, v.kasse);
  v.aktiva = add(v.av, v.uv, v.rapA);
  eq(v.aktiva, v.passiva, "at balance");
  return v;
}

// 6. Austrian GmbH (UGB, German): Bilanz with Rückstellungen für Abfertigungen, GuV to the Bilanzgewinn ---
{
  const v = austria(1);
  const BOTH = [Y("2025-12-31"), Y("2024-12-31")];
  FILES.push({
    id: "chromium-at-ugb-bilanz-guv-bilanzgewinn",
    producer: "chromium",
    language: "de",
    company: "Mühlviertler Baustoff-Großhandel GmbH",
    currency: "EUR",
    scale: 1,
    scale_phrase: "EUR",
    conv: "de",
    neg: "dash",
    decimals: 0,
    cols: ["31.12.2025", "31.12.2024"],
    features: [
      "österreichische GmbH (UGB § 224): Bilanz in EUR mit B. Rückstellungen (1. Rückstellungen für Abfertigungen, 2. Steuerrückstellungen, 3. sonstige Rückstellungen), Verbindlichkeiten mit davon-Zeilen (Restlaufzeit bis zu einem Jahr / von mehr als einem Jahr, aus Steuern, im Rahmen der sozialen Sicherheit), Eigenkapital mit Bilanzgewinn und davon Gewinnvortrag",
      "Gewinn- und Verlustrechnung nach § 231 Abs. 2 UGB: Zwischensumme aus Z 1 bis 6 (Betriebserfolg), Finanzerfolg, Ergebnis vor Steuern, Steuern vom Einkommen und vom Ertrag, Ergebnis nach Steuern, Jahresüberschuss, Zuweisung zu Gewinnrücklagen, Gewinnvortrag aus dem Vorjahr, Bilanzgewinn; Aufwendungen mit –; Baustoff-Großhändler",
    ],
    pages: [
      st(
        "balance_sheet",
        "Bilanz zum 31. Dezember 2025",
        [
          head("AKTIVA"),
          head("A. Anlagevermögen"),
          row("I. Immaterielle Vermögensgegenstände", v.immat, "intangible_assets", i1),
          row("II. Sachanlagen", v.sach, "net_fixed_assets", i1),
          row("III. Finanzanlagen", v.finA, "other_non_current_assets", i1),
          row("Summe Anlagevermögen", v.av, "total_non_current_assets", b),
          head("B. Umlaufvermögen"),
          row("I. Vorräte", v.vorr, "inventory", i1),
          row("II. Forderungen und sonstige Vermögensgegenstände", null, null, i1),
          row("1. Forderungen aus Lieferungen und Leistungen", v.ford, "trade_receivables", i2),
          row("2. sonstige Forderungen und Vermögensgegenstände", v.sford, "other_current_assets", i2),
          davon("davon mit einer Restlaufzeit von mehr als einem Jahr", [12_000, 12_000]),
          row("III. Kassenbestand, Guthaben bei Kreditinstituten", v.kasse, "cash", i1),
          row("Summe Umlaufvermögen", v.uv, "total_current_assets", b),
          row("C. Rechnungsabgrenzungsposten", v.rapA),
          row("Summe Aktiva", v.aktiva, "total_assets", b),
          head("PASSIVA"),
          head("A. Eigenkapital"),
          row("I. eingefordertes und einbezahltes Stammkapital", v.stk, "share_capital", i1),
          row("II. Kapitalrücklagen (gebundene)", v.krl, null, i1),
          row("III. Gewinnrücklagen (freie)", v.grl, null, i1),
          row("IV. Bilanzgewinn", v.bg, null, i1),
          davon("davon Gewinnvortrag", v.gv),
          row("Summe Eigenkapital", v.ek, "total_equity", b),
          head("B. Rückstellungen"),
          row("1. Rückstellungen für Abfertigungen", v.abf, null, i2),
          row("2. Steuerrückstellungen", v.strst, null, i2),
          row("3. sonstige Rückstellungen", v.srst, null, i2),
          row("Summe Rückstellungen", v.rst, null, b),
          head("C. Verbindlichkeiten"),
          row("1. Verbindlichkeiten gegenüber Kreditinstituten", v.bank, null, i2),
          davon("davon mit einer Restlaufzeit bis zu einem Jahr", [812_406, 786_118]),
          davon("davon mit einer Restlaufzeit von mehr als einem Jahr", sub(v.bank, [812_406, 786_118])),
          row("2. Verbindlichkeiten aus Lieferungen und Leistungen", v.lul, "trade_payables", i2),
          row("3. sonstige Verbindlichkeiten", v.svb, null, i2),
          davon("davon aus Steuern", [148_212, 136_406]),
          davon("davon im Rahmen der sozialen Sicherheit", [96_118, 90_812]),
          row("Summe Verbindlichkeiten", v.vb, null, b),
          row("Summe Passiva", v.passiva, "total_liabilities_and_equity", b),
        ],
        { expect: BOTH, lines: ["Freistadt, FN 148226 d", "EUR"] },
      ),
      st(
        "income_statement",
        "Gewinn- und Verlustrechnung für das Geschäftsjahr 2025",
        [
          row("1. Umsatzerlöse", v.rev, "revenue"),
          row("2. sonstige betriebliche Erträge", v.sbe),
          row("3. Aufwendungen für Material und sonstige bezogene Herstellungsleistungen", null),
          row("a) Materialaufwand", neg(v.mat), null, i1),
          row("b) Aufwendungen für bezogene Leistungen", neg(v.bl), null, i1),
          row("4. Personalaufwand", neg(v.pers)),
          row(
            "5. Abschreibungen auf immaterielle Gegenstände des Anlagevermögens und Sachanlagen",
            neg(v.afa),
            "depreciation_amortization",
            m1,
          ),
          row("6. sonstige betriebliche Aufwendungen", neg(v.sba), "other_operating_expenses", m1),
          row("7. Zwischensumme aus Z 1 bis 6 (Betriebserfolg)", v.bet, "operating_profit", b),
          row("8. sonstige Zinsen und ähnliche Erträge", v.zinsE, "other_income"),
          row("9. Zinsen und ähnliche Aufwendungen", neg(v.zinsA), "interest_expense", m1),
          row("10. Zwischensumme aus Z 8 bis 9 (Finanzerfolg)", v.fin, null, b),
          row("11. Ergebnis vor Steuern", v.evs, "profit_before_tax", b),
          row("12. Steuern vom Einkommen und vom Ertrag", neg(v.kost), "income_tax", m1),
          row("13. Ergebnis nach Steuern", v.ens, null, b),
          row("14. Jahresüberschuss", v.jue, "net_profit", b),
          row("15. Zuweisung zu Gewinnrücklagen", v.zuw),
          row("16. Gewinnvortrag aus dem Vorjahr", v.gv),
          row("17. Bilanzgewinn", v.bg, null, b),
        ],
        { expect: BOTH, cols: ["2025", "2024"], lines: ["EUR"] },
      ),
    ],
  });
}

// 10. The English statements of an Austrian GmbH (same UGB layout), EUR thousands ------------------------
{
  const v = austria(0.001 * 1.37);
  const BOTH = [Y("2025-12-31"), Y("2024-12-31")];
  FILES.push({
    id: "chromium-at-english-ugb-statements",
    producer: "chromium",
    language: "en",
    company: "Salzach Präzisionsteile GmbH",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "EUR thousands",
    conv: "en",
    neg: "minus",
    decimals: 0,
    cols: ["31 Dec 2025", "31 Dec 2024"],
    features: [
      "English translation of an Austrian GmbH's UGB financial statements (Maschinenbau supplier): Balance Sheet with Provisions for severance payments, Provisions for taxes, Other provisions, Liabilities with 'thereof' lines, equity with Net profit (Bilanzgewinn) and 'thereof profit carried forward'",
      "Income Statement in the UGB order: Operating result (subtotal of items 1 to 6), Financial result, Result before taxes, Taxes on income, Net income for the year, allocation to retained earnings, profit carried forward, Net profit; EUR thousands with comma thousands separators, minus signs",
    ],
    pages: [
      st(
        "balance_sheet",
        "Balance Sheet as at 31 December 2025",
        [
          head("ASSETS"),
          head("A. Non-current assets"),
          row("I. Intangible assets", v.immat, "intangible_assets", i1),
          row("II. Property, plant and equipment", v.sach, "net_fixed_assets", i1),
          row("III. Financial assets", v.finA, "other_non_current_assets", i1),
          row("Total non-current assets", v.av, "total_non_current_assets", b),
          head("B. Current assets"),
          row("I. Inventories", v.vorr, "inventory", i1),
          row("II. Trade receivables", v.ford, "trade_receivables", i1),
          row("III. Other receivables and assets", v.sford, "other_current_assets", i1),
          row("IV. Cash on hand and cash at banks", v.kasse, "cash", i1),
          row("Total current assets", v.uv, "total_current_assets", b),
          row("C. Prepaid expenses", v.rapA),
          row("Total assets", v.aktiva, "total_assets", b),
          head("EQUITY AND LIABILITIES"),
          head("A. Equity"),
          row("I. Called and paid-in share capital", v.stk, "share_capital", i1),
          row("II. Capital reserves (restricted)", v.krl, null, i1),
          row("III. Retained earnings (unrestricted)", v.grl, null, i1),
          row("IV. Net profit (Bilanzgewinn)", v.bg, null, i1),
          davon("thereof profit carried forward", v.gv),
          row("Total equity", v.ek, "total_equity", b),
          head("B. Provisions"),
          row("1. Provisions for severance payments", v.abf, null, i2),
          row("2. Provisions for taxes", v.strst, null, i2),
          row("3. Other provisions", v.srst, null, i2),
          head("C. Liabilities"),
          row("1. Liabilities to banks", v.bank, null, i2),
          row("2. Trade payables", v.lul, "trade_payables", i2),
          row("3. Other liabilities", v.svb, null, i2),
          davon("thereof taxes", [203, 187]),
          davon("thereof social security", [132, 124]),
          row("Total equity and liabilities", v.passiva, "total_liabilities_and_equity", b),
        ],
        { expect: BOTH, lines: ["Hallein, Austria (FN 236114 p)", "EUR thousands"] },
      ),
      st(
        "income_statement",
        "Income Statement for the financial year 2025",
        [
          row("1. Revenue", v.rev, "revenue"),
          row("2. Other operating income", v.sbe),
          row("3. Cost of materials and other purchased production services", null),
          row("a) Cost of materials", neg(v.mat), null, i1),
          row("b) Cost of purchased services", neg(v.bl), null, i1),
          row("4. Personnel expenses", neg(v.pers)),
          row("5. Depreciation and amortisation", neg(v.afa), "depreciation_amortization", m1),
          row("6. Other operating expenses", neg(v.sba), "other_operating_expenses", m1),
          row("7. Operating result (subtotal of items 1 to 6)", v.bet, "operating_profit", b),
          row("8. Other interest and similar income", v.zinsE, "other_income"),
          row("9. Interest and similar expenses", neg(v.zinsA), "interest_expense", m1),
          row("10. Financial result (subtotal of items 8 to 9)", v.fin, null, b),
          row("11. Result before taxes", v.evs, "profit_before_tax", b),
          row("12. Taxes on income", neg(v.kost), "income_tax", m1),
          row("13. Result after taxes = Net income for the year", v.jue, "net_profit", b),
          row("14. Allocation to retained earnings", v.zuw),
          row("15. Profit carried forward from the previous year", v.gv),
          row("16. Net profit (Bilanzgewinn)", v.bg, null, b),
        ],
        { expect: BOTH, cols: ["2025", "2024"], lines: ["EUR thousands"] },
      ),
    ],
  });
}

// 7. Swiss KMU (OR Art. 959a/959b): Erfolgsrechnung and Bilanz in CHF with apostrophes, negatives in
//    parentheses --------------------------------------------------------------------------------------------
{
  const rev = [6_418_206, 6_104_812];
  const best = [42_118, -18_406];
  const mat = [2_612_418, 2_486_106];
  const pers = [2_318_604, 2_206_418];
  const uba = [684_212, 662_806];
  const afa = [212_406, 198_118];
  const ebit = sub(add(rev, best), add(mat, pers, uba, afa));
  const finA = [48_206, 52_418];
  const finE = [3_118, 1_806];
  const ao = [0, 24_600];
  const evs = add(sub(ebit, finA), finE, ao);
  const dst = [124_806, 118_212];
  const jg = sub(evs, dst);
  positive(jg, "rueegg jg");
  // Bilanz
  const ford = [1_012_406, 968_212];
  const uford = [48_118, 41_806];
  const vorr = [618_412, 576_294];
  const ara = [22_806, 19_412];
  const finAn = [60_000, 60_000];
  const sach = [1_846_212, 1_912_406];
  const lul = [486_118, 452_806];
  const kvv = [250_000, 300_000];
  const ukv = [164_212, 148_806];
  const pra = [96_406, 88_118];
  const kfk = add(lul, kvv, ukv, pra);
  const lvv = [900_000, 1_150_000];
  const rst = [118_000, 104_000];
  const lfk = add(lvv, rst);
  const fk = add(kfk, lfk);
  const ak = [500_000, 500_000];
  const ggr = [100_000, 100_000];
  const divi = [150_000, 120_000];
  const gv = [0, 612_418];
  gv[0] = gv[1] + jg[1] - divi[0];
  const ekT = add(ak, ggr, gv, jg);
  const passiven = add(fk, ekT);
  const fm = plug(passiven, [ford, uford, vorr, ara, finAn, sach], "rueegg cash");
  const uv = add(fm, ford, uford, vorr, ara);
  const avT = add(finAn, sach);
  const aktiven = add(uv, avT);
  const BOTH = [Y("2025-12-31"), Y("2024-12-31")];
  FILES.push({
    id: "pdfkit-ch-kmu-erfolgsrechnung-bilanz-chf",
    producer: "pdfkit",
    language: "de",
    company: "Holzbau Rüegg AG",
    currency: "CHF",
    scale: 1,
    scale_phrase: "CHF",
    conv: "ch",
    neg: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "Schweizer KMU (Holzbau-Handwerksbetrieb) nach OR Art. 959a/959b: Erfolgsrechnung nach dem Produktionserfolgsverfahren (Nettoerlöse, Bestandesänderungen, Materialaufwand, Personalaufwand, übriger betrieblicher Aufwand, Abschreibungen und Wertberichtigungen, Betriebliches Ergebnis, Finanzaufwand, Finanzertrag, ausserordentlicher Ertrag, Direkte Steuern, Jahresgewinn) in CHF mit Apostroph, Aufwände und negative Beträge in Klammern",
      "Bilanz mit Aktiven (Umlaufvermögen zuerst) und Passiven (kurzfristiges und langfristiges Fremdkapital, Total Fremdkapital, Eigenkapital mit gesetzlicher Gewinnreserve, Gewinnvortrag und Jahresgewinn)",
    ],
    pages: [
      st(
        "income_statement",
        "Erfolgsrechnung 2025",
        [
          row("Nettoerlöse aus Lieferungen und Leistungen", rev, "revenue"),
          row("Bestandesänderungen angefangene Arbeiten", best),
          row("Materialaufwand", neg(mat)),
          row("Personalaufwand", neg(pers)),
          row("Übriger betrieblicher Aufwand", neg(uba), "other_operating_expenses", m1),
          row(
            "Abschreibungen und Wertberichtigungen auf Positionen des Anlagevermögens",
            neg(afa),
            "depreciation_amortization",
            m1,
          ),
          row("Betriebliches Ergebnis", ebit, "operating_profit", b),
          row("Finanzaufwand", neg(finA), "interest_expense", m1),
          row("Finanzertrag", finE, "other_income"),
          row("Ausserordentlicher Ertrag", ao),
          row("Jahresgewinn vor Steuern", evs, "profit_before_tax", b),
          row("Direkte Steuern", neg(dst), "income_tax", m1),
          row("Jahresgewinn", jg, "net_profit", b),
        ],
        { expect: BOTH, lines: ["1. Januar bis 31. Dezember 2025, Herisau", "in CHF"] },
      ),
      st(
        "balance_sheet",
        "Bilanz per 31. Dezember 2025",
        [
          head("Aktiven"),
          row("Flüssige Mittel", fm, "cash", i1),
          row("Forderungen aus Lieferungen und Leistungen", ford, "trade_receivables", i1),
          row("Übrige kurzfristige Forderungen", uford, "other_current_assets", i1),
          row("Vorräte und nicht fakturierte Dienstleistungen", vorr, "inventory", i1),
          row("Aktive Rechnungsabgrenzungen", ara, "other_current_assets", i1),
          row("Total Umlaufvermögen", uv, "total_current_assets", b),
          row("Finanzanlagen", finAn, "other_non_current_assets", i1),
          row("Sachanlagen", sach, "net_fixed_assets", i1),
          row("Total Anlagevermögen", avT, "total_non_current_assets", b),
          row("Total Aktiven", aktiven, "total_assets", b),
          head("Passiven"),
          row("Verbindlichkeiten aus Lieferungen und Leistungen", lul, "trade_payables", i1),
          row("Kurzfristige verzinsliche Verbindlichkeiten", kvv, "short_term_debt", i1),
          row("Übrige kurzfristige Verbindlichkeiten", ukv, "other_current_liabilities", i1),
          row("Passive Rechnungsabgrenzungen", pra, "other_current_liabilities", i1),
          row("Total kurzfristiges Fremdkapital", kfk, "total_current_liabilities", b),
          row("Langfristige verzinsliche Verbindlichkeiten", lvv, "long_term_debt", i1),
          row("Rückstellungen", rst, "other_non_current_liabilities", i1),
          row("Total langfristiges Fremdkapital", lfk, "total_non_current_liabilities", b),
          row("Total Fremdkapital", fk, "total_liabilities", b),
          row("Aktienkapital", ak, "share_capital", i1),
          row("Gesetzliche Gewinnreserve", ggr, null, i1),
          row("Gewinnvortrag", gv, null, i1),
          row("Jahresgewinn", jg, null, i1),
          row("Total Eigenkapital", ekT, "total_equity", b),
          row("Total Passiven", passiven, "total_liabilities_and_equity", b),
        ],
        { expect: BOTH, cols: ["31.12.2025", "31.12.2024"], lines: ["in CHF"] },
      ),
    ],
  });
}

// 8. GmbH & Co. KG (§ 264c HGB): Bilanz with Kapitalanteile der Kommanditisten and GuV, EUR with cents ---
{
  const rev = [9_418_206.18, 8_804_612.4];
  const bestand = [-84_206.5, 112_418.0];
  const sbe = [64_118.22, 48_206.1];
  const rhb = [4_812_406.88, 4_518_204.16];
  const bl = [612_418.0, 584_206.0];
  const pers = [2_418_612.4, 2_306_118.92];
  const afa = [284_118.0, 271_406.0];
  const sba = [718_406.14, 694_812.66];
  const zinsE = [2_118.4, 806.12];
  const zinsA = [96_412.18, 104_806.44];
  const gew = [48_206.0, 41_118.0];
  const ens = sub(add(rev, bestand, sbe, zinsE), add(rhb, bl, pers, afa, sba, zinsA, gew)).map(
    (x) => Math.round(x * 100) / 100,
  );
  const sst = [6_118.0, 5_806.0];
  const jue = sub(ens, sst).map((x) => Math.round(x * 100) / 100);
  positive(jue, "lahntal jue");
  const gutschrift = neg(jue);
  // Bilanz: the profit is credited to the Kommanditisten's Kapitalkonten II
  const kap1 = [1_200_000.0, 1_200_000.0];
  const entn = [380_000.0, 340_000.0];
  const kap2 = [0, 418_206.44];
  kap2[0] = Math.round((kap2[1] + jue[0] - entn[0]) * 100) / 100;
  const ek = add(kap1, kap2).map((x) => Math.round(x * 100) / 100);
  const immat = [18_406.0, 24_118.0];
  const sach = [2_106_418.0, 2_184_206.0];
  const vorr = [1_418_206.42, 1_502_418.9];
  const ford = [1_106_418.66, 1_018_206.14];
  const fordG = [48_000.0, 36_000.0];
  const svg = [36_418.2, 41_206.84];
  const rapA = [8_412.0, 7_806.0];
  const rst = [212_418.0, 196_806.0];
  const bank = [2_212_406.18, 2_418_604.4];
  const lul = [612_418.12, 586_206.48];
  const vgG = [118_206.0, 96_418.0];
  const svb = [106_418.3, 98_612.06];
  const vb = add(bank, lul, vgG, svb).map((x) => Math.round(x * 100) / 100);
  const passiva = add(ek, rst, vb).map((x) => Math.round(x * 100) / 100);
  const kasse = plug(passiva, [immat, sach, vorr, ford, fordG, svg, rapA], "lahntal cash");
  const av = add(immat, sach);
  const uv = add(vorr, ford, fordG, svg, kasse).map((x) => Math.round(x * 100) / 100);
  const aktiva = add(av, uv, rapA).map((x) => Math.round(x * 100) / 100);
  eq(aktiva, passiva, "lahntal balance");
  const BOTH = [Y("2025-12-31"), Y("2024-12-31")];
  FILES.push({
    id: "chromium-de-gmbh-co-kg-kapitalanteile",
    producer: "chromium",
    language: "de",
    company: "Lahntal Landmaschinen GmbH & Co. KG",
    currency: "EUR",
    scale: 1,
    scale_phrase: "EUR",
    conv: "de",
    neg: "minus",
    zero: "-,--",
    decimals: 2,
    cols: ["31.12.2025", "31.12.2024"],
    features: [
      "GmbH & Co. KG (§ 264c HGB), Landmaschinenbau: Eigenkapital als Kapitalanteile der Kommanditisten (Kapitalkonto I, Kapitalkonto II), Forderungen und Verbindlichkeiten gegenüber Gesellschaftern als eigene Posten, davon-Zeilen (gegenüber verbundenen Unternehmen, aus Steuern)",
      'Gewinn- und Verlustrechnung nach dem Gesamtkostenverfahren mit Gewerbesteuer, Jahresüberschuss, "Gutschrift auf Kapitalkonten der Kommanditisten" und "Ergebnis nach Verwendungsrechnung -,--"; EUR mit Cent, Minuszeichen, "-,--" für null',
    ],
    pages: [
      st(
        "balance_sheet",
        "Bilanz zum 31. Dezember 2025",
        [
          head("Aktiva"),
          head("A. Anlagevermögen"),
          row("I. Immaterielle Vermögensgegenstände", immat, "intangible_assets", i1),
          row("II. Sachanlagen", sach, "net_fixed_assets", i1),
          row("Summe Anlagevermögen", av, "total_non_current_assets", b),
          head("B. Umlaufvermögen"),
          row("I. Vorräte", vorr, "inventory", i1),
          row("II. Forderungen und sonstige Vermögensgegenstände", null, null, i1),
          row("1. Forderungen aus Lieferungen und Leistungen", ford, "trade_receivables", i2),
          row("2. Forderungen gegen Gesellschafter", fordG, "other_current_assets", i2),
          davon("davon gegenüber verbundenen Unternehmen", [30_000.0, 0]),
          row("3. Sonstige Vermögensgegenstände", svg, "other_current_assets", i2),
          row("III. Kassenbestand, Guthaben bei Kreditinstituten", kasse, "cash", i1),
          row("Summe Umlaufvermögen", uv, "total_current_assets", b),
          row("C. Rechnungsabgrenzungsposten", rapA),
          row("Summe Aktiva", aktiva, "total_assets", b),
          head("Passiva"),
          head("A. Eigenkapital"),
          row("Kapitalanteile der Kommanditisten", null, null, i1),
          row("Kapitalkonto I (Festkapital)", kap1, null, i2),
          row("Kapitalkonto II (variables Kapital)", kap2, null, i2),
          row("Summe Eigenkapital", ek, "total_equity", b),
          row("B. Rückstellungen", rst),
          head("C. Verbindlichkeiten"),
          row("1. Verbindlichkeiten gegenüber Kreditinstituten", bank, null, i2),
          row("2. Verbindlichkeiten aus Lieferungen und Leistungen", lul, "trade_payables", i2),
          row("3. Verbindlichkeiten gegenüber Gesellschaftern", vgG, null, i2),
          davon("davon gegenüber verbundenen Unternehmen", [24_000.0, 0]),
          row("4. Sonstige Verbindlichkeiten", svb, null, i2),
          davon("davon aus Steuern", [41_206.18, 38_412.9]),
          row("Summe Verbindlichkeiten", vb, null, b),
          row("Summe Passiva", passiva, "total_liabilities_and_equity", b),
        ],
        { expect: BOTH, lines: ["Wetzlar, HRA 4127", "EUR"] },
      ),
      st(
        "income_statement",
        "Gewinn- und Verlustrechnung für die Zeit vom 1. Januar bis 31. Dezember 2025",
        [
          row("1. Umsatzerlöse", rev, "revenue"),
          row("2. Verminderung / Erhöhung des Bestands an fertigen und unfertigen Erzeugnissen", bestand),
          row("3. Sonstige betriebliche Erträge", sbe),
          row("4. Materialaufwand", null),
          row("a) Aufwendungen für Roh-, Hilfs- und Betriebsstoffe und für bezogene Waren", neg(rhb), "raw_materials", {
            s: -1,
            i: 1,
          }),
          row("b) Aufwendungen für bezogene Leistungen", neg(bl), null, i1),
          row("5. Personalaufwand", neg(pers)),
          row(
            "6. Abschreibungen auf immaterielle Vermögensgegenstände und Sachanlagen",
            neg(afa),
            "depreciation_amortization",
            m1,
          ),
          row("7. Sonstige betriebliche Aufwendungen", neg(sba), "other_operating_expenses", m1),
          row("8. Sonstige Zinsen und ähnliche Erträge", zinsE, "other_income"),
          row("9. Zinsen und ähnliche Aufwendungen", neg(zinsA), "interest_expense", m1),
          row("10. Steuern vom Einkommen und vom Ertrag", neg(gew), "income_tax", m1),
          row("11. Ergebnis nach Steuern", ens, null, b),
          row("12. Sonstige Steuern", neg(sst)),
          row("13. Jahresüberschuss", jue, "net_profit", b),
          row("14. Gutschrift auf Kapitalkonten der Kommanditisten", gutschrift),
          row("15. Ergebnis nach Verwendungsrechnung", [0, 0], null, b),
        ],
        { expect: BOTH, cols: ["2025", "2024"], lines: ["EUR"] },
      ),
    ],
  });
}

// 9. eG (Einkaufsgenossenschaft of the Kfz-Handwerk): Bilanz with Geschäftsguthaben der Mitglieder + GuV,
//    TEUR, "Geschäftsjahr | Vorjahr" headed by the dates ----------------------------------------------------
{
  const rev = [38_412, 36_118];
  const sbe = [612, 584];
  const waren = [31_806, 29_918];
  const pers = [2_912, 2_806];
  const afa = [418, 402];
  const sba = [1_864, 1_806];
  const ertBet = [36, 36];
  const zinsE = [48, 22];
  const zinsA = [212, 236];
  const ees = [582, 498];
  const ens = sub(add(rev, sbe, ertBet, zinsE), add(waren, pers, afa, sba, zinsA, ees));
  const sst = [22, 21];
  const jue = sub(ens, sst);
  positive(jue, "eg jue");
  const einst = [600, 500]; // Einstellungen in Ergebnisrücklagen (vorweg)
  const bg = sub(jue, einst);
  // Bilanz
  const immat = [64, 82];
  const sach = [6_418, 6_612];
  const finA = [812, 806];
  const av = add(immat, sach, finA);
  const vorr = [4_806, 4_512];
  const ford = [3_912, 3_718];
  const svg = [212, 186];
  const rapA = [18, 16];
  const ggAus = [84, 62];
  const ggVerb = [3_318, 3_206];
  const gg = add(ggAus, ggVerb);
  const gesR = [0, 1_806];
  const andR = [0, 2_912];
  const zuG = [240, 200];
  gesR[0] = gesR[1] + zuG[0];
  andR[0] = andR[1] + einst[0] - zuG[0] + (bg[1] - 412); // Vorjahr's Bilanzgewinn: 412 paid as dividend, the rest to reserves
  const er = add(gesR, andR);
  const ek = add(gg, er, bg);
  const rst = [618, 584];
  const bank = [3_206, 3_612];
  const lul = [4_418, 4_106];
  const svb = [312, 286];
  const vb = add(bank, lul, svb);
  const passiva = add(ek, rst, vb);
  const kasse = plug(passiva, [av, vorr, ford, svg, rapA], "eg cash");
  const uv = add(vorr, ford, svg, kasse);
  const aktiva = add(av, uv, rapA);
  const BOTH = [Y("2025-12-31"), Y("2024-12-31")];
  FILES.push({
    id: "groff-de-eg-geschaeftsguthaben",
    producer: "groff",
    language: "de",
    company: "Einkaufsgenossenschaft Kfz-Handwerk Südbaden eG",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "TEUR",
    conv: "de",
    neg: "dash",
    decimals: 0,
    cols: ["Geschäftsjahr", "Vorjahr"],
    features: [
      "eingetragene Genossenschaft (eG), Großhandel für Kfz-Werkstätten: Eigenkapital mit I. Geschäftsguthaben (der mit Ablauf des Geschäftsjahres ausgeschiedenen und der verbleibenden Mitglieder, Summe), II. Ergebnisrücklagen (gesetzliche Rücklage, andere Ergebnisrücklagen), III. Bilanzgewinn",
      'GuV nach dem Gesamtkostenverfahren bis zum Bilanzgewinn (Einstellungen in Ergebnisrücklagen vorweg); Spalten "Geschäftsjahr | Vorjahr", TEUR, davon-Zeile "davon rückständige fällige Einzahlungen auf Geschäftsanteile"',
    ],
    pages: [
      st(
        "balance_sheet",
        "Bilanz zum 31. Dezember 2025",
        [
          head("Aktivseite"),
          head("A. Anlagevermögen"),
          row("I. Immaterielle Vermögensgegenstände", immat, "intangible_assets", i1),
          row("II. Sachanlagen", sach, "net_fixed_assets", i1),
          row("III. Finanzanlagen", finA, "other_non_current_assets", i1),
          row("Summe Anlagevermögen", av, "total_non_current_assets", b),
          head("B. Umlaufvermögen"),
          row("I. Vorräte (Waren)", vorr, "inventory", i1),
          row("II. Forderungen aus Lieferungen und Leistungen", ford, "trade_receivables", i1),
          row("III. Sonstige Vermögensgegenstände", svg, "other_current_assets", i1),
          row("IV. Kassenbestand, Guthaben bei Kreditinstituten", kasse, "cash", i1),
          row("Summe Umlaufvermögen", uv, "total_current_assets", b),
          row("C. Rechnungsabgrenzungsposten", rapA),
          row("Summe der Aktivseite", aktiva, "total_assets", b),
          head("Passivseite"),
          head("A. Eigenkapital"),
          row("I. Geschäftsguthaben", null, null, i1),
          row("1. der mit Ablauf des Geschäftsjahres ausgeschiedenen Mitglieder", ggAus, null, i2),
          row("2. der verbleibenden Mitglieder", ggVerb, null, i2),
          davon("davon rückständige fällige Einzahlungen auf Geschäftsanteile", [6, 4]),
          row("Summe Geschäftsguthaben", gg, "share_capital", i1),
          row("II. Ergebnisrücklagen", null, null, i1),
          row("1. Gesetzliche Rücklage", gesR, null, i2),
          row("2. Andere Ergebnisrücklagen", andR, null, i2),
          row("III. Bilanzgewinn", bg, null, i1),
          row("Summe Eigenkapital", ek, "total_equity", b),
          row("B. Rückstellungen", rst),
          head("C. Verbindlichkeiten"),
          row("1. Verbindlichkeiten gegenüber Kreditinstituten", bank, null, i2),
          row("2. Verbindlichkeiten aus Lieferungen und Leistungen", lul, "trade_payables", i2),
          row("3. Sonstige Verbindlichkeiten", svb, null, i2),
          davon("davon aus Steuern", [96, 88]),
          row("Summe der Passivseite", passiva, "total_liabilities_and_equity", b),
        ],
        { expect: BOTH, lines: ["Freiburg im Breisgau, GnR 700118", "TEUR"] },
      ),
      st(
        "income_statement",
        "Gewinn- und Verlustrechnung für die Zeit vom 1. Januar bis 31. Dezember 2025",
        [
          row("1. Umsatzerlöse", rev, "revenue"),
          row("2. Sonstige betriebliche Erträge", sbe),
          row("3. Aufwendungen für bezogene Waren", neg(waren)),
          row("4. Personalaufwand", neg(pers)),
          row("5. Abschreibungen", neg(afa), "depreciation_amortization", m1),
          row("6. Sonstige betriebliche Aufwendungen", neg(sba), "other_operating_expenses", m1),
          row("7. Erträge aus Beteiligungen", ertBet, "other_income"),
          row("8. Sonstige Zinsen und ähnliche Erträge", zinsE, "other_income"),
          row("9. Zinsen und ähnliche Aufwendungen", neg(zinsA), "interest_expense", m1),
          row("10. Steuern vom Einkommen und vom Ertrag", neg(ees), "income_tax", m1),
          row("11. Ergebnis nach Steuern", ens, null, b),
          row("12. Sonstige Steuern", neg(sst)),
          row("13. Jahresüberschuss", jue, "net_profit", b),
          row("14. Einstellungen in Ergebnisrücklagen", neg(einst)),
          row("15. Bilanzgewinn", bg, null, b),
        ],
        { expect: BOTH, lines: ["TEUR"] },
      ),
    ],
  });
}

// 11. Bilingual (German, the English label under each line): Maschinenbau GmbH, Bilanz and GuV, TEUR --------
{
  const L = (de, en, v, k, o) => ({ ...row(de, v, k, o), en });
  const H = (de, en) => ({ ...head(de), en });
  const rev = [42_806, 39_418];
  const bestand = [612, -284];
  const sbe = [418, 512];
  const rhb = [17_206, 15_918];
  const bl = [2_412, 2_206];
  const pers = [14_818, 14_106];
  const afa = [1_906, 1_812];
  const sba = [4_118, 3_906];
  const zinsE = [18, 12];
  const zinsA = [486, 512];
  const ees = [898, 506];
  const ens = sub(add(rev, bestand, sbe, zinsE), add(rhb, bl, pers, afa, sba, zinsA, ees));
  const sst = [84, 82];
  const jue = sub(ens, sst);
  positive(jue, "bilingual jue");
  const immat = [412, 518];
  const sach = [14_206, 14_812];
  const vorr = [9_418, 8_806];
  const ford = [6_812, 6_418];
  const svg = [518, 486];
  const rapA = [96, 88];
  const gk = [2_500, 2_500];
  const grl = [0, 8_412];
  const aussch = [600, 500];
  grl[0] = grl[1] + jue[1] - aussch[0]; // the Vorjahr's Jahresüberschuss to reserves less the dividend
  const ek = add(gk, grl, jue);
  const rst = [3_118, 2_906];
  const bank = [12_206, 13_118];
  const lul = [3_612, 3_306];
  const svb = [1_118, 1_012];
  const vb = add(bank, lul, svb);
  const passiva = add(ek, rst, vb);
  const kasse = plug(passiva, [immat, sach, vorr, ford, svg, rapA], "bilingual cash");
  const av = add(immat, sach);
  const uv = add(vorr, ford, svg, kasse);
  const aktiva = add(av, uv, rapA);
  const BOTH = [Y("2025-12-31"), Y("2024-12-31")];
  FILES.push({
    id: "pdfkit-de-en-bilingual-maschinenbau",
    producer: "pdfkit",
    language: "de",
    company: "Vogtland Spindeltechnik GmbH",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "TEUR / EUR thousands",
    conv: "de",
    neg: "dash",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "zweisprachiger Abschluss (Deutsch / Englisch): unter jeder deutschen Postenbezeichnung steht die englische Übersetzung kursiv in einer eigenen Zeile ohne Beträge (Umsatzerlöse / Revenue), Titel zweisprachig; deutsches Zahlenformat, TEUR",
      "HGB-Bilanz (Staffelform) mit Gewinnrücklagen und Jahresüberschuss getrennt, GuV nach dem Gesamtkostenverfahren; Maschinenbau-Mittelstand",
    ],
    pages: [
      st(
        "balance_sheet",
        "Bilanz zum 31. Dezember 2025 / Balance Sheet as at 31 December 2025",
        [
          H("Aktiva", "Assets"),
          L("A. Anlagevermögen", "Fixed assets", null),
          L("I. Immaterielle Vermögensgegenstände", "Intangible assets", immat, "intangible_assets", i1),
          L("II. Sachanlagen", "Property, plant and equipment", sach, "net_fixed_assets", i1),
          L("Summe Anlagevermögen", "Total fixed assets", av, "total_non_current_assets", b),
          L("B. Umlaufvermögen", "Current assets", null),
          L("I. Vorräte", "Inventories", vorr, "inventory", i1),
          L("II. Forderungen aus Lieferungen und Leistungen", "Trade receivables", ford, "trade_receivables", i1),
          L("III. Sonstige Vermögensgegenstände", "Other assets", svg, "other_current_assets", i1),
          L("IV. Guthaben bei Kreditinstituten", "Cash at banks", kasse, "cash", i1),
          L("Summe Umlaufvermögen", "Total current assets", uv, "total_current_assets", b),
          L("C. Rechnungsabgrenzungsposten", "Prepaid expenses", rapA),
          L("Summe Aktiva", "Total assets", aktiva, "total_assets", b),
          H("Passiva", "Equity and liabilities"),
          L("A. Eigenkapital", "Equity", null),
          L("I. Gezeichnetes Kapital", "Subscribed capital", gk, "share_capital", i1),
          L("II. Gewinnrücklagen", "Revenue reserves", grl, null, i1),
          L("III. Jahresüberschuss", "Net income for the year", jue, null, i1),
          L("Summe Eigenkapital", "Total equity", ek, "total_equity", b),
          L("B. Rückstellungen", "Provisions", rst),
          L("C. Verbindlichkeiten", "Liabilities", null),
          L("1. gegenüber Kreditinstituten", "Liabilities to banks", bank, null, i1),
          L("2. aus Lieferungen und Leistungen", "Trade payables", lul, "trade_payables", i1),
          L("3. Sonstige Verbindlichkeiten", "Other liabilities", svb, null, i1),
          L("Summe Passiva", "Total equity and liabilities", passiva, "total_liabilities_and_equity", b),
        ],
        { expect: BOTH, cols: ["31.12.2025", "31.12.2024"], lines: ["Plauen — TEUR / EUR thousands"] },
      ),
      st(
        "income_statement",
        "Gewinn- und Verlustrechnung 2025 / Income Statement 2025",
        [
          L("1. Umsatzerlöse", "Revenue", rev, "revenue"),
          L("2. Bestandsveränderung", "Change in inventories of finished goods and work in progress", bestand),
          L("3. Sonstige betriebliche Erträge", "Other operating income", sbe),
          L("4. Materialaufwand", "Cost of materials", null),
          L("a) Roh-, Hilfs- und Betriebsstoffe", "a) Raw materials and supplies", neg(rhb), "raw_materials", {
            s: -1,
            i: 1,
          }),
          L("b) Bezogene Leistungen", "b) Purchased services", neg(bl), null, i1),
          L("5. Personalaufwand", "Personnel expenses", neg(pers)),
          L("6. Abschreibungen", "Depreciation and amortisation", neg(afa), "depreciation_amortization", m1),
          L(
            "7. Sonstige betriebliche Aufwendungen",
            "Other operating expenses",
            neg(sba),
            "other_operating_expenses",
            m1,
          ),
          L("8. Sonstige Zinsen und ähnliche Erträge", "Other interest and similar income", zinsE, "other_income"),
          L("9. Zinsen und ähnliche Aufwendungen", "Interest and similar expenses", neg(zinsA), "interest_expense", m1),
          L("10. Steuern vom Einkommen und vom Ertrag", "Income taxes", neg(ees), "income_tax", m1),
          L("11. Ergebnis nach Steuern", "Result after taxes", ens, null, b),
          L("12. Sonstige Steuern", "Other taxes", neg(sst)),
          L("13. Jahresüberschuss", "Net income for the year", jue, "net_profit", b),
        ],
        {
          expect: BOTH,
          lines: ["1. Januar bis 31. Dezember 2025 / 1 January to 31 December 2025 — TEUR / EUR thousands"],
        },
      ),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// the tables documentsOf reads: a Kontoform page is its Aktiva and its Passiva (one document per column)
function tablesOf(f) {
  const out = [];
  for (const p of f.pages) {
    if (p.kind === "konto") {
      const t = { type: p.type, expect: p.expect, cols: p.cols ?? f.cols, scales: p.scales, decimals: p.decimals };
      out.push({ ...t, rows: p.left }, { ...t, rows: p.right, same: true });
    } else out.push(p);
  }
  for (const t of out)
    for (const r of t.rows)
      if (r.k && r.v?.some((x) => x === 0)) throw new Error(`${f.id} ${r.l}: an expected figure of zero`);
  return out;
}

/** A statement's lines under its title, with the scale phrase unless a line already names it. */
const linesOf = (p) => p.lines ?? [];

// Chromium ------------------------------------------------------------------------------------------------
const css = (f) =>
  [
    "@page { size: A4; margin: 16mm 15mm; } @page quer { size: A4 landscape; margin: 11mm 11mm; }",
    `body { font-family: ${f.language === "en" ? '"DejaVu Sans", sans-serif' : '"Liberation Serif", "DejaVu Serif", serif'}; font-size: 9.6pt; }`,
    "section + section { break-before: page; } section.quer { page: quer; font-size: 8.4pt; }",
    "h1 { font-size: 13pt; margin: 0; } h2 { font-size: 11.5pt; margin: 4px 0; } .sub { margin: 0 0 8px; }",
    "table { border-collapse: collapse; width: 100%; } td, th { padding: 1.4px 4px; vertical-align: bottom; }",
    "td.n, th.n { text-align: right; white-space: nowrap; width: 13%; } section.quer td.n { width: 8%; }",
    "tr.b td { font-weight: bold; } tr.t td.n { border-top: 0.6pt solid #000; }",
    "tr.i1 td.l { padding-left: 14px; } tr.i2 td.l { padding-left: 28px; }",
    "tr.d td { font-style: italic; font-size: 8.4pt; } tr.u td { font-style: italic; }",
    "td.gap { width: 2%; border-left: 0.8pt solid #000; } .after { font-size: 8.5pt; }",
  ].join("\n");
const rowCls = (r) => `${r.b ? "b" : ""}${r.b && r.v ? " t" : ""}${r.davon ? " d" : ""} i${r.i}`;
const tds = (f, p, r, n) =>
  r.v
    ? r.v.map((x, ci) => `<td class="n">${esc(fmt(f, x, decOf(f, p, ci)))}</td>`).join("")
    : Array(n).fill("<td></td>").join("");
const thead = (cols, units) =>
  `<tr><th></th>${cols.map((c) => `<th class="n">${esc(c)}</th>`).join("")}</tr>${(units ?? [])
    .map((u) => `<tr class="u"><td></td>${u.map((x) => `<td class="n">${esc(x)}</td>`).join("")}</tr>`)
    .join("")}`;
function html(f) {
  const secs = f.pages.map((p) => {
    const cols = p.cols ?? f.cols;
    const top = `<h1>${esc(f.company)}</h1><h2>${esc(p.title)}</h2><p class="sub">${linesOf(p).map(esc).join("<br>")}</p>`;
    const after = (p.after ?? []).map((a) => `<p class="after">${esc(a)}</p>`).join("");
    if (p.kind === "konto") {
      const n = Math.max(p.left.length, p.right.length);
      const hd = `<tr><th></th>${cols.map((c) => `<th class="n">${esc(c)}</th>`).join("")}<td class="gap"></td><th></th>${cols
        .map((c) => `<th class="n">${esc(c)}</th>`)
        .join("")}</tr>`;
      const half = (r) =>
        r
          ? `<td class="l ${rowCls(r)}">${esc(r.l)}</td>${tds(f, p, r, cols.length).replace(/<td class="n">/g, `<td class="n ${rowCls(r)}">`)}`
          : `<td></td>${Array(cols.length).fill("<td></td>").join("")}`;
      const trs = Array.from(
        { length: n },
        (_, i) => `<tr>${half(p.left[i])}<td class="gap"></td>${half(p.right[i])}</tr>`,
      ).join("\n");
      return `<section class="quer">${top}<table class="konto"><thead>${hd}</thead><tbody>${trs}</tbody></table>${after}</section>`;
    }
    const trs = p.rows
      .map((r) => `<tr class="${rowCls(r)}"><td class="l">${esc(r.l)}</td>${tds(f, p, r, cols.length)}</tr>`)
      .join("\n");
    return `<section>${top}<table><thead>${thead(cols, p.headRows)}</thead><tbody>${trs}</tbody></table>${after}</section>`;
  });
  const kontoCss = [
    "td.b { font-weight: bold; } td.t.n { border-top: 0.6pt solid #000; } td.d { font-style: italic; font-size: 7.6pt; }",
    "td.i1.l { padding-left: 12px; } td.i2.l { padding-left: 22px; }",
  ].join("\n");
  return `<!doctype html><html lang="${f.language}"><head><meta charset="utf-8"><style>
${css(f)}
${kontoCss}
</style></head><body>${secs.join("\n")}</body></html>`;
}

// groff and PDFKit (corpus-own-statements.mjs): statements only, "davon" rows in italics, the amounts
// by fmt with each column's decimals
const amount = (f, x, p, ci) => fmt(f, x, decOf(f, p, ci));
const groffSrc = (f) =>
  groffPages(f, f.pages, {
    amount,
    widths: () => ({ lw: 3.9, cw: 1.05 }),
    indent: (r) => `${r.i * 1.1}m`,
  });
const pdfkit = (f, file) => pdfkitPages(f, file, f.pages, { amount, colWidth: () => 92, ruleInset: 22, rowGap: 13 });

// ---------------------------------------------------------------------------------------------
const SCANS = [
  {
    id: "scan-chromium-de-konzernbilanz-kontoform-gkv",
    of: "chromium-de-konzernbilanz-kontoform-gkv",
    dpi: 200,
    angle: 0.4,
    seed: 1801,
  },
  {
    id: "scan-groff-de-spedition-ek-geschaeftsjahr-2024-2025",
    of: "groff-de-spedition-ek-geschaeftsjahr-2024-2025",
    dpi: 180,
    angle: -0.7,
    seed: 1805,
  },
];

if (FILES.length < 11 || new Set(FILES.map((f) => f.id)).size !== FILES.length) throw new Error("files");
await makeBatch({
  batch: "unseen18",
  files: FILES,
  scans: SCANS,
  tables: tablesOf,
  renderers: { html, groff: groffSrc, pdfkit },
  html: "HTML (the Konzernbilanz in Kontoform on an A4 landscape page)",
  scanFeature: "image-only PDF (scan) of the whole document",
});
