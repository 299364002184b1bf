// Builds the twelfth batch of the extraction corpus (test/fixtures/extraction-corpus/unseen9/) ONCE:
// statements from six producers no earlier batch has, from the same seeded data model
// (scripts/extraction-corpus-model.mjs: figures, rows, number formats, expected figures, scans) and
// the unseen batches' pages (scripts/corpus-layout.mjs), with this batch's own row sets, titles and
// page touches defined here (the shared files are not changed). Every producer writes the runs
// placePage computes (one text run per cell, rules as lines):
//   - tinypdf 0.3.1 (npm, zero dependencies, its own ~400-line PDF writer; installed outside the
//     project: `npm install --prefix /tmp/m9 tinypdf`): pdf().page(w, h, ctx => ctx.text / ctx.line),
//     base-14 Helvetica only (no bold), text written as raw bytes (so only ASCII documents here);
//   - Perl CAM::PDF 1.60 (Debian libcam-pdf-perl): a one-object-per-page skeleton is parsed by
//     CAM::PDF, each page's content stream (BT/Tf/Td/Tj, rules as m/l/S) is set with setPageContent
//     and CAM::PDF writes the file (cleanoutput), base-14 Helvetica in WinAnsiEncoding;
//   - PDFium through @embedpdf/pdfium 2.15.1 (npm, PDFium compiled to WebAssembly; `npm install
//     --prefix /tmp/m9 @embedpdf/pdfium`): FPDF_CreateNewDocument, FPDFPage_New, text objects with
//     FPDFText_LoadStandardFont and FPDFText_SetText, paths for the rules, FPDFPage_GenerateContent,
//     PDFiumExt_SaveAsCopy (PDFium's own writer into a memory file writer);
//   - @f-o-t/pdf 0.5.2 (npm, its generation plugin; depends on zod only; `npm install --prefix /tmp/m9
//     @f-o-t/pdf`): PDFDocument.addPage, drawText, drawLine; Standard encoding (ASCII documents only);
//     its cross-reference offsets are wrong, so readers must rebuild the table;
//   - ExactImage hocr2pdf 1.0.2 (Debian exactimage): hOCR written here from the runs, `hocr2pdf -n`
//     (the text layer only, no image); one page per call, so one-page documents only;
//   - Tesseract 5.3.0 (Debian tesseract-ocr, -eng, -deu): its PDF renderer makes a "searchable scan":
//     the PDFium pages rendered at 300 dpi black and white, each image with tesseract's OCR text under
//     it (GlyphLessFont, invisible); the text layer is OCR, checked like every text file;
//   - scans of four of them (pdftoppm 150-200 dpi, rotation, noise, JPEG; the model's scan()).
// Three statements are in languages the reader does not claim (Spanish, Dutch, Portuguese from
// Brazil): their JSONs have "documents": [] (nothing, or only documents held for review, should be read).
// Tried and not used:
//   - CUPS texttopdf (cups-filters 1.28.17): it embeds a TrueType subset without a ToUnicode map, so
//     pdftotext reads its text as shifted glyph ids ("%DODQFH" for "Balance"): no figure can be checked;
//   - PDFium through @hyzyla/pdfium 2.1.13: documents and text objects can be made, but
//     FPDF_SaveAsCopy needs a FPDF_FILEWRITE callback and that build does not export addFunction
//     (@embedpdf/pdfium has a memory file writer, so it is used instead);
//   - npm modern-pdf 1.3.2 (fails in its text layout with the current modern-text), npm pdfnano (a
//     parser, writes nothing), npm pdf-writer (built on pdfkit, used before);
//   - Debian bookworm has no pdf4tcl, HPDF, gopdf, pdfrw, PDFio or lout packages.
// Made by a helper blind to the reader: it did not read the reader's code, its documentation of the
// extraction or its scores, and never ran the reader on these files (leave-one-producer-out).
// Needs (generation only; the tests read the committed PDFs and JSONs): libcam-pdf-perl, exactimage,
// tesseract-ocr, tesseract-ocr-eng, tesseract-ocr-deu, poppler-utils (apt); tinypdf,
// @embedpdf/pdfium and @f-o-t/pdf in /tmp/m9 (npm, outside the project).
// Run: node scripts/make-unseen9-corpus.mjs [ids]      (check: node scripts/make-unseen9-corpus.mjs --check)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { documentPages } from "./corpus-layout.mjs";
import { readRuns, run, runMetrics, runningHeader, writeRunsFile } from "./corpus-runs.mjs";
import {
  BS_IS_CF,
  buildBatch,
  checkBatch,
  expected4,
  FEATURES,
  fixtureJson,
  H,
  HGB,
  R,
  ROWS,
  relabel,
  TITLES,
  unseen4Doc,
} from "./extraction-corpus-model.mjs";

const OUT = path.resolve("test/fixtures/extraction-corpus/unseen9");
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), "unseen9-corpus-"));

// ---------------------------------------------------------------------------------------------
// This batch's row sets (added to the model's ROWS in this process only) and titles.

const ifrsIs = (map) => relabel(ROWS.ifrs_is, map);
Object.assign(ROWS, {
  // Uganda (IFRS): "Property and equipment", "Tax recoverable", "Profit before income tax", UGX.
  ug_bs: relabel(ROWS.ifrs_bs, {
    "Property, plant and equipment": "Property and equipment",
    "Other non-current assets": "Right-of-use assets",
    "Other current assets": "Tax recoverable",
    "Cash and cash equivalents": "Cash and bank balances",
    Borrowings: "Borrowings",
    "Other non-current liabilities": "Lease liabilities",
    "Other current liabilities": "Amounts due to related parties",
  }),
  ug_is: ifrsIs({
    "Distribution costs": ["Selling and marketing expenses", { sgaPart: true }],
    "Administrative expenses": ["Administrative expenses", { sgaPart: true }],
    "Operating profit (loss)": "Operating profit",
    "Finance income": "Interest income",
    "Profit (loss) before tax": "Profit before income tax",
    "Income tax expense": "Income tax expense",
    "Profit (loss) for the year": "Profit for the year",
  }),
  // Namibia (IFRS for SMEs): "Members' interest" of a close corporation (CC).
  na_bs: relabel(ROWS.ifrs_bs, {
    "Share capital": "Members' contributions",
    "Retained earnings": "Retained income",
    "Total equity": "Total members' interest",
    Equity: "Members' interest",
    "Other non-current assets": "Loans to members",
    "Other current assets": "Value added tax receivable",
    "Cash and cash equivalents": "Cash and cash equivalents",
    Borrowings: "Instalment sale liabilities",
    "Other non-current liabilities": "Loans from members",
    "Other current liabilities": "Provisions",
  }),
  na_is: ifrsIs({
    "Distribution costs": ["Operating expenses", { sgaPart: true }],
    "Administrative expenses": ["Administration and management fees", { sgaPart: true }],
    "Operating profit (loss)": "Operating profit",
    "Finance income": "Investment revenue",
    "Profit (loss) before tax": "Profit before taxation",
    "Income tax expense": "Taxation",
    "Profit (loss) for the year": "Profit for the year",
  }),
  // Barbados (IFRS): "Stated capital", "Corporation tax payable", Barbados dollars.
  bb_bs: relabel(ROWS.ifrs_bs, {
    "Share capital": "Stated capital",
    "Other non-current assets": "Investment in associated company",
    "Other current assets": "Corporation tax recoverable",
    "Cash and cash equivalents": "Cash resources",
    Borrowings: "Loans payable",
    "Other non-current liabilities": "Deferred tax liability",
    "Other current liabilities": "Corporation tax payable",
  }),
  bb_is: ifrsIs({
    "Distribution costs": ["Selling and marketing expenses", { sgaPart: true }],
    "Administrative expenses": ["General and administrative expenses", { sgaPart: true }],
    "Operating profit (loss)": "Income from operations",
    "Finance income": "Interest income",
    "Finance costs": "Finance charges",
    "Profit (loss) before tax": "Income before taxation",
    "Income tax expense": "Taxation",
    "Profit (loss) for the year": "Net income for the year",
  }),
  // Guernsey (IFRS, a cell of a protected cell company style wording, pounds).
  gg_bs: relabel(ROWS.ifrs_bs, {
    "Property, plant and equipment": "Fixtures, fittings and equipment",
    "Other non-current assets": "Investments at fair value through profit or loss",
    "Trade and other receivables": "Debtors",
    "Other current assets": "Prepayments",
    "Cash and cash equivalents": "Cash at bank",
    Borrowings: "Bank facility",
    "Other non-current liabilities": "Dilapidations provision",
    "Trade and other payables": "Creditors",
    "Other current liabilities": "Accrued expenses",
  }),
  gg_is: ifrsIs({
    Revenue: "Fee income",
    "Cost of sales": "Direct costs",
    // reader33: staff costs are never SG&A (docs/chart-of-accounts.md): printed, under no key.
    "Distribution costs": ["Staff costs", { sgaPart: false }],
    "Administrative expenses": ["Premises and office costs", { sgaPart: true }],
    "Operating profit (loss)": "Operating profit",
    "Finance income": "Bank interest received",
    "Finance costs": "Interest on bank facility",
    "Profit (loss) before tax": "Profit on ordinary activities before taxation",
    "Income tax expense": "Guernsey income tax",
    "Profit (loss) for the year": "Profit for the financial year",
  }),
  // Papua New Guinea (IFRS): kina.
  pg_bs: relabel(ROWS.ifrs_bs, {
    "Other non-current assets": "Biological assets",
    "Other current assets": "Income tax receivable",
    "Cash and cash equivalents": "Cash on hand and at bank",
    Borrowings: "Interest bearing liabilities",
    "Other non-current liabilities": "Employee provisions",
    "Other current liabilities": "Income tax payable",
  }),
  pg_is: ifrsIs({
    Revenue: "Sales revenue",
    "Distribution costs": ["Marketing and distribution expenses", { sgaPart: true }],
    "Administrative expenses": ["Corporate and administration expenses", { sgaPart: true }],
    "Operating profit (loss)": "Operating profit",
    "Finance income": "Other income",
    "Profit (loss) before tax": "Profit before income tax",
    "Income tax expense": "Income tax expense",
    "Profit (loss) for the year": "Net profit after income tax",
  }),
  // South Tyrol (a GmbH under the Italian civil code, in German): Bilanz and Gewinn- und Verlustrechnung.
  st_bs: relabel(ROWS.hgb_bs, {
    "A. Anlagevermögen": "B) Anlagevermögen",
    "I. Immaterielle Vermögensgegenstände": "I. Immaterielle Anlagen",
    "II. Sachanlagen": "II. Sachanlagen",
    "III. Finanzanlagen": "III. Finanzanlagen",
    "B. Umlaufvermögen": "C) Umlaufvermögen",
    "II. Forderungen aus Lieferungen und Leistungen": "II. Forderungen gegenüber Kunden",
    "III. Sonstige Vermögensgegenstände": "III. Sonstige Forderungen",
    "IV. Kassenbestand, Guthaben bei Kreditinstituten": "IV. Flüssige Mittel",
    "A. Eigenkapital": "A) Eigenkapital",
    "I. Gezeichnetes Kapital": "I. Gesellschaftskapital",
    "II. Gewinnrücklagen": "IV. Gesetzliche Rücklage und andere Rücklagen",
    "B. Verbindlichkeiten": "D) Verbindlichkeiten",
    "1. Verbindlichkeiten gegenüber Kreditinstituten": "4. Verbindlichkeiten gegenüber Banken",
    "2. Verbindlichkeiten aus Lieferungen und Leistungen": "7. Verbindlichkeiten gegenüber Lieferanten",
    "3. Sonstige Verbindlichkeiten": "14. Sonstige Verbindlichkeiten",
  }),
  st_is: relabel(ROWS.hgb_is, {
    "1. Umsatzerlöse": "A) 1. Erlöse aus Verkäufen und Leistungen",
    "2. Materialaufwand": "B) 6. Aufwand für Roh-, Hilfs- und Verbrauchsstoffe",
    "3. Personalaufwand": "B) 9. Personalaufwand",
    "4. Abschreibungen": "B) 10. Abschreibungen und Wertminderungen",
    "5. Sonstige betriebliche Aufwendungen": "B) 14. Sonstige betriebliche Aufwendungen",
    "6. Sonstige Zinsen und ähnliche Erträge": "C) 16. Sonstige Finanzerträge",
    "7. Zinsen und ähnliche Aufwendungen": "C) 17. Zinsen und andere Finanzaufwendungen",
    "8. Ergebnis vor Ertragsteuern": "Ergebnis vor Steuern",
    "9. Steuern vom Einkommen und vom Ertrag": "20. Laufende Steuern (IRES, IRAP)",
    "10. Jahresüberschuss / Jahresfehlbetrag": "21. Gewinn (Verlust) des Geschäftsjahres",
  }),
  // A German registered association (e.V.) with an economic activity: Vermögensrechnung wording.
  ev_bs: relabel(ROWS.hgb_bs, {
    "I. Gezeichnetes Kapital": "I. Vereinsvermögen",
    "II. Gewinnrücklagen": "II. Rücklagen nach § 62 AO",
    "A. Eigenkapital": "A. Vereinsvermögen und Rücklagen",
    "Summe Eigenkapital": "Summe Vereinsvermögen",
  }),
  ev_is: relabel(ROWS.hgb_is, {
    "1. Umsatzerlöse": "1. Erlöse aus Zweckbetrieben und Mitgliedsbeiträgen",
    "10. Jahresüberschuss / Jahresfehlbetrag": "10. Jahresergebnis",
  }),
  // A KGaA (HGB): Kommanditaktionäre, persönlich haftende Gesellschafterin.
  kgaa_bs: relabel(ROWS.hgb_bs, {
    "I. Gezeichnetes Kapital": "I. Grundkapital der Kommanditaktionäre",
    "II. Gewinnrücklagen": "II. Andere Gewinnrücklagen",
  }),
  // A German partnership of architects (PartG mbB): Kapitalkonten der Partner.
  pg_de_bs: relabel(ROWS.hgb_bs, {
    "A. Eigenkapital": "A. Kapitalkonten der Partner",
    "I. Gezeichnetes Kapital": "I. Festkapital",
    "II. Gewinnrücklagen": "II. Variable Kapitalkonten",
    "Summe Eigenkapital": "Summe Kapitalkonten",
  }),
  pg_de_is: relabel(ROWS.hgb_is, {
    "1. Umsatzerlöse": "1. Umsatzerlöse aus Architektenleistungen",
    "2. Materialaufwand": "2. Aufwendungen für bezogene Leistungen (Fachplaner)",
    "10. Jahresüberschuss / Jahresfehlbetrag": "10. Jahresüberschuss",
  }),
  // Unclaimed languages. Spain (Plan General de Contabilidad, modelo abreviado).
  es_bs: [
    H("ACTIVO"),
    H("A) ACTIVO NO CORRIENTE"),
    R("I. Inmovilizado intangible", "intangible_assets"),
    R("II. Inmovilizado material", "net_fixed_assets"),
    R("V. Inversiones financieras a largo plazo", "other_non_current_assets"),
    R("Total activo no corriente", "total_non_current_assets", { total: true }),
    H("B) ACTIVO CORRIENTE"),
    R("II. Existencias", "inventory"),
    R("III. Deudores comerciales y otras cuentas a cobrar", "it_cred"),
    R("VI. Efectivo y otros activos líquidos equivalentes", "cash"),
    R("Total activo corriente", "total_current_assets", { total: true }),
    R("TOTAL ACTIVO (A + B)", "total_assets", { total: true, grand: true }),
    H("PATRIMONIO NETO Y PASIVO"),
    R("I. Capital", "share_capital"),
    R("III. Reservas", "fr_res"),
    R("VII. Resultado del ejercicio", "net_profit"),
    R("A) PATRIMONIO NETO", "total_equity", { total: true }),
    R("II. Deudas a largo plazo", "long_term_debt"),
    R("B) PASIVO NO CORRIENTE", "es_pnc", { total: true }),
    R("III. Deudas a corto plazo", "es_dcp"),
    R("V. Acreedores comerciales y otras cuentas a pagar", "es_acr"),
    R("C) PASIVO CORRIENTE", "total_current_liabilities", { total: true }),
    R("TOTAL PATRIMONIO NETO Y PASIVO (A + B + C)", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  es_is: [
    R("1. Importe neto de la cifra de negocios", "revenue"),
    R("4. Aprovisionamientos", "cost_of_goods_sold", { sign: -1 }),
    R("6. Gastos de personal", "fr_pers", { sign: -1 }),
    R("7. Otros gastos de explotación", "es_otros", { sign: -1 }),
    R("8. Amortización del inmovilizado", "depreciation_amortization", { sign: -1 }),
    R("A) RESULTADO DE EXPLOTACIÓN", "operating_profit", { total: true }),
    R("14. Ingresos financieros", "other_income"),
    R("15. Gastos financieros", "interest_expense", { sign: -1 }),
    R("B) RESULTADO FINANCIERO", "at_fin", { total: true }),
    R("C) RESULTADO ANTES DE IMPUESTOS", "profit_before_tax", { total: true }),
    R("20. Impuestos sobre beneficios", "income_tax", { sign: -1 }),
    R("D) RESULTADO DEL EJERCICIO", "net_profit", { total: true, grand: true }),
  ],
  // The Netherlands (Dutch, micro/small entity): Balans and Winst-en-verliesrekening.
  nl_bs_nl: [
    H("ACTIVA"),
    H("Vaste activa"),
    R("Immateriële vaste activa", "intangible_assets"),
    R("Materiële vaste activa", "net_fixed_assets"),
    R("Financiële vaste activa", "other_non_current_assets"),
    R("Totaal vaste activa", "total_non_current_assets", { total: true }),
    H("Vlottende activa"),
    R("Voorraden", "inventory"),
    R("Vorderingen", "it_cred"),
    R("Liquide middelen", "cash"),
    R("Totaal vlottende activa", "total_current_assets", { total: true }),
    R("TOTAAL ACTIVA", "total_assets", { total: true, grand: true }),
    H("PASSIVA"),
    R("Geplaatst kapitaal", "share_capital"),
    R("Overige reserves", "retained_earnings"),
    R("Eigen vermogen", "total_equity", { total: true }),
    R("Voorzieningen", "other_non_current_liabilities"),
    R("Langlopende schulden", "long_term_debt"),
    R("Kortlopende schulden", "total_current_liabilities"),
    R("TOTAAL PASSIVA", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  nl_is_nl: [
    R("Netto-omzet", "revenue"),
    R("Kostprijs van de omzet", "cost_of_goods_sold", { sign: -1 }),
    R("Brutomarge", "gross_profit", { total: true }),
    R("Lonen en salarissen, sociale lasten", "fr_pers", { sign: -1 }),
    R("Overige bedrijfskosten", "es_otros", { sign: -1 }),
    R("Afschrijvingen op vaste activa", "depreciation_amortization", { sign: -1 }),
    R("Bedrijfsresultaat", "operating_profit", { total: true }),
    R("Financiële baten en lasten", "at_fin"),
    R("Resultaat voor belastingen", "profit_before_tax", { total: true }),
    R("Vennootschapsbelasting", "income_tax", { sign: -1 }),
    R("Resultaat na belastingen", "net_profit", { total: true, grand: true }),
  ],
  // Brazil (Lei 6.404/76): Balanço Patrimonial and Demonstração do Resultado do Exercício.
  br_bs: [
    H("ATIVO"),
    H("Ativo circulante"),
    R("Caixa e equivalentes de caixa", "cash"),
    R("Contas a receber de clientes", "trade_receivables"),
    R("Estoques", "inventory"),
    R("Outros ativos circulantes", "other_current_assets"),
    R("Total do ativo circulante", "total_current_assets", { total: true }),
    H("Ativo não circulante"),
    R("Realizável a longo prazo", "other_non_current_assets"),
    R("Imobilizado", "net_fixed_assets"),
    R("Intangível", "intangible_assets"),
    R("Total do ativo não circulante", "total_non_current_assets", { total: true }),
    R("TOTAL DO ATIVO", "total_assets", { total: true, grand: true }),
    H("PASSIVO E PATRIMÔNIO LÍQUIDO"),
    R("Fornecedores", "trade_payables"),
    R("Empréstimos e financiamentos", "es_dcp"),
    R("Obrigações fiscais e trabalhistas", "other_current_liabilities"),
    R("Total do passivo circulante", "total_current_liabilities", { total: true }),
    R("Empréstimos e financiamentos", "long_term_debt"),
    R("Provisões", "other_non_current_liabilities"),
    R("Total do passivo não circulante", "total_non_current_liabilities", { total: true }),
    R("Capital social", "share_capital"),
    R("Reservas de lucros", "retained_earnings"),
    R("Total do patrimônio líquido", "total_equity", { total: true }),
    R("TOTAL DO PASSIVO E PATRIMÔNIO LÍQUIDO", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  br_is: [
    R("Receita operacional líquida", "revenue"),
    R("Custo dos produtos vendidos", "cost_of_goods_sold", { sign: -1 }),
    R("Lucro bruto", "gross_profit", { total: true }),
    R("Despesas com vendas", "sga_distribution", { sign: -1 }),
    R("Despesas gerais e administrativas", "sga_admin", { sign: -1 }),
    R("Depreciação e amortização", "depreciation_amortization", { sign: -1 }),
    R("Outras despesas operacionais", "other_operating_expenses", { sign: -1 }),
    R("Resultado operacional", "operating_profit", { total: true }),
    R("Receitas financeiras", "other_income"),
    R("Despesas financeiras", "interest_expense", { sign: -1 }),
    R("Resultado antes do IR e da CSLL", "profit_before_tax", { total: true }),
    R("Imposto de renda e contribuição social", "income_tax", { sign: -1 }),
    R("Lucro líquido do exercício", "net_profit", { total: true, grand: true }),
  ],
});

const titles = (bs, is, cf) => ({ balance_sheet: bs, income_statement: is, cashflow_statement: cf });
Object.assign(TITLES, {
  en_ug: titles(
    "Statement of financial position",
    "Statement of profit or loss and other comprehensive income",
    "Statement of cash flows",
  ),
  en_na: titles("Statement of Financial Position", "Statement of Comprehensive Income"),
  en_bb: titles("Balance Sheet", "Statement of Income", "Statement of Cash Flows"),
  en_gg: titles("Balance Sheet", "Profit and Loss Account"),
  en_pg: titles("Statement of Financial Position", "Income Statement", "Statement of Cash Flows"),
  de_st: titles("Bilanz", "Gewinn- und Verlustrechnung"),
  de_ev: titles("Vermögensrechnung (Bilanz)", "Ergebnisrechnung"),
  es_sl: titles("Balance abreviado", "Cuenta de pérdidas y ganancias abreviada"),
  nl_bv: titles("Balans", "Winst-en-verliesrekening"),
  pt_ltda: titles("Balanço patrimonial", "Demonstração do resultado do exercício"),
});

/** A document of this batch: an unseen batch 4 document with the figures this batch's rows print. */
function unseen9Doc(spec) {
  const doc = unseen4Doc(spec);
  for (const y of doc.years) {
    const v = doc.figures[y];
    v.fr_res = v.retained_earnings - v.net_profit;
    v.fr_pers = Math.round(v.selling_general_administrative * 0.58);
    v.es_otros = v.selling_general_administrative - v.fr_pers + v.other_operating_expenses;
    v.it_cred = v.trade_receivables + v.other_current_assets;
    v.at_fin = v.other_income - v.interest_expense;
    v.es_pnc = v.long_term_debt + v.other_non_current_liabilities;
    v.es_dcp = v.short_term_debt + v.current_portion_long_term_debt;
    v.es_acr = v.total_current_liabilities - v.es_dcp;
  }
  return doc;
}

// ---------------------------------------------------------------------------------------------
// Page touches: a footer under every statement, the period line and year headers of the documents
// in Spanish, Dutch and Portuguese (the model writes English or German ones).

const MONTHS_OF = {
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
  nl: [
    "januari",
    "februari",
    "maart",
    "april",
    "mei",
    "juni",
    "juli",
    "augustus",
    "september",
    "oktober",
    "november",
    "december",
  ],
  pt: [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
  ],
};

function localPeriod(doc, g) {
  const [m, d] = doc.fye;
  const y = doc.years[0];
  const mon = MONTHS_OF[doc.lang][m - 1];
  const bs = g.title[1] === TITLES[doc.titles].balance_sheet;
  if (doc.lang === "es") return bs ? `al ${d} de ${mon} de ${y}` : `Ejercicio terminado el ${d} de ${mon} de ${y}`;
  if (doc.lang === "nl") return bs ? `per ${d} ${mon} ${y}` : `over het boekjaar ${y}`;
  return bs ? `em ${d} de ${mon} de ${y}` : `Exercício findo em ${d} de ${mon} de ${y}`;
}

/** The grids of a document with this batch's touches. */
function pages(doc) {
  return documentPages(doc).map((g0) => {
    let g = g0;
    if (doc.footer && !g.footer) g = { ...g, footer: doc.footer };
    if (MONTHS_OF[doc.lang]) {
      const title = [...g.title];
      if (title[2] && !/^\(|^Importes|^Bedragen|^Valores/.test(title[2])) title[2] = localPeriod(doc, g);
      g = {
        ...g,
        title,
        columns: g.columns.map((c) => ({
          ...c,
          header: c.header.map((h) => (h === "Note" ? (doc.noteHeader ?? "Nota") : h.replace(/\./g, "/"))),
        })),
      };
    }
    return g;
  });
}

const metrics = await runMetrics();

// Placed-run producers: the runs and rules placePage computes (scripts/corpus-runs.mjs).
const runsFile = (doc, opts) => writeRunsFile(doc, pages(doc), opts, { metrics, workDir: WORK });
const header = runningHeader;

// tinypdf: pdf().page(w, h, ctx) with ctx.text (base-14 Helvetica, PDF coordinates) and ctx.line.
const TINYPDF = "/tmp/m9/node_modules/tinypdf/dist/index.js";
const ascii = (s) =>
  s
    .replace(/[\u2013\u2014\u2212]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\x20-\x7e]/g, "?");
async function tinypdf(doc, out) {
  const { pdf } = await import(TINYPDF);
  const file = runsFile(doc, { size: 9, margin: 50, header: doc.runningRight ? header : undefined });
  const b = pdf();
  for (const p of readRuns(file))
    b.page(p.width, p.height, (ctx) => {
      for (const t of p.texts) ctx.text(ascii(t.text), t.x, p.height - t.y, t.size);
      for (const l of p.lines) ctx.line(l.x1, p.height - l.y, l.x2, p.height - l.y, "#000000", 0.5);
    });
  fs.writeFileSync(out, b.build());
}

// CAM::PDF: a skeleton with one empty page per page is parsed, every page gets its content stream.
const CAMPDF = String.raw`use strict; use warnings; use CAM::PDF; use Encode;
my ($runs, $out, $title) = @ARGV;
open(my $fh, "<:encoding(UTF-8)", $runs) or die; my @pages;
while (my $l = <$fh>) { chomp $l; my @f = split /\|/, $l, -1;
  if ($f[0] eq "P") { push @pages, { w => $f[1], h => $f[2], c => "" }; }
  elsif ($f[0] eq "T") { my $p = $pages[-1]; my $t = encode("cp1252", join("|", @f[6..$#f]));
    $t =~ s/([\\()])/\\$1/g;
    $p->{c} .= sprintf("BT /%s %.2f Tf %.2f %.2f Td (%s) Tj ET\n", $f[1] eq "1" ? "F2" : "F1", $f[2], $f[4], $p->{h} - $f[5], $t); }
  elsif ($f[0] eq "L") { my $p = $pages[-1]; my $y = $p->{h} - $f[3];
    $p->{c} .= sprintf("0.5 w %.2f %.2f m %.2f %.2f l S\n", $f[1], $y, $f[2], $y); } }
my @o; my $n = scalar @pages;
push @o, "<< /Type /Catalog /Pages 2 0 R >>";
push @o, "<< /Type /Pages /Kids [" . join(" ", map { (5 + 2 * $_) . " 0 R" } 0 .. $n - 1) . "] /Count $n >>";
push @o, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
push @o, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
for my $i (0 .. $n - 1) { my $p = $pages[$i];
  push @o, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 $p->{w} $p->{h}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents " . (6 + 2 * $i) . " 0 R >>";
  push @o, "<< /Length 0 >>\nstream\n\nendstream"; }
my $s = "%PDF-1.4\n"; my @off;
for my $i (0 .. $#o) { push @off, length $s; $s .= ($i + 1) . " 0 obj\n$o[$i]\nendobj\n"; }
my $x = length $s; $s .= "xref\n0 " . (@o + 1) . "\n0000000000 65535 f \n";
$s .= sprintf("%010d 00000 n \n", $_) for @off;
$s .= "trailer\n<< /Size " . (@o + 1) . " /Root 1 0 R >>\nstartxref\n$x\n%%EOF\n";
my $pdf = CAM::PDF->new($s) or die "$CAM::PDF::errstr";
for my $i (0 .. $n - 1) { $pdf->setPageContent($i + 1, $pages[$i]{c}); }
$pdf->cleanoutput($out);
`;
function campdf(doc, out) {
  const pl = path.join(WORK, "statements_campdf.pl");
  fs.writeFileSync(pl, CAMPDF);
  const file = runsFile(doc, { size: 9, margin: 52, header: doc.runningRight ? header : undefined });
  run("/usr/bin/perl", [pl, file, out, doc.company]);
}

// PDFium (@embedpdf/pdfium 2.15.1, PDFium compiled to WebAssembly): FPDF_CreateNewDocument,
// FPDFPage_New, FPDFPageObj_CreateTextObj with FPDFText_LoadStandardFont (Helvetica), FPDFText_SetText
// (UTF-16), FPDFPath_MoveTo/LineTo for the rules, FPDFPage_GenerateContent, then PDFium's own writer
// (PDFiumExt_SaveAsCopy into a memory file writer).
const PDFIUM = "/tmp/m9/node_modules/@embedpdf/pdfium/dist";
let pdfiumModule;
async function pdfium(doc, out) {
  if (!pdfiumModule) {
    const { init } = await import(`${PDFIUM}/index.js`);
    pdfiumModule = await init({ wasmBinary: fs.readFileSync(`${PDFIUM}/pdfium.wasm`) });
    pdfiumModule.PDFiumExt_Init();
  }
  const P = pdfiumModule;
  const M = P.pdfium;
  const heap = (bytes) => {
    const ptr = M.wasmExports.malloc(bytes.length);
    M.HEAPU8.set(bytes, ptr);
    return ptr;
  };
  const file = runsFile(doc, { size: 8.8, margin: 48, header: doc.runningRight ? header : undefined });
  const d = P.FPDF_CreateNewDocument();
  const fonts = [P.FPDFText_LoadStandardFont(d, "Helvetica"), P.FPDFText_LoadStandardFont(d, "Helvetica-Bold")];
  let index = 0;
  for (const p of readRuns(file)) {
    const page = P.FPDFPage_New(d, index++, p.width, p.height);
    for (const t of p.texts) {
      const o = P.FPDFPageObj_CreateTextObj(d, fonts[t.bold ? 1 : 0], t.size);
      const w = heap(Buffer.from(`${t.text}\0`, "utf16le"));
      P.FPDFText_SetText(o, w);
      M.wasmExports.free(w);
      P.FPDFPageObj_Transform(o, 1, 0, 0, 1, t.x, p.height - t.y);
      P.FPDFPage_InsertObject(page, o);
    }
    for (const l of p.lines) {
      const o = P.FPDFPageObj_CreateNewPath(l.x1, p.height - l.y);
      P.FPDFPath_LineTo(o, l.x2, p.height - l.y);
      P.FPDFPageObj_SetStrokeWidth(o, 0.5);
      P.FPDFPath_SetDrawMode(o, 0, true);
      P.FPDFPage_InsertObject(page, o);
    }
    P.FPDFPage_GenerateContent(page);
    P.FPDF_ClosePage(page);
  }
  const writer = P.PDFiumExt_OpenFileWriter();
  if (!P.PDFiumExt_SaveAsCopy(d, writer)) throw new Error(`PDFium could not save ${doc.id}`);
  const n = P.PDFiumExt_GetFileWriterSize(writer);
  const buf = M.wasmExports.malloc(n);
  P.PDFiumExt_GetFileWriterData(writer, buf, n);
  fs.writeFileSync(out, Buffer.from(M.HEAPU8.slice(buf, buf + n)));
  M.wasmExports.free(buf);
  P.PDFiumExt_CloseFileWriter(writer);
  P.FPDF_CloseDocument(d);
}

// @f-o-t/pdf 0.5.2 (npm; its generation plugin, a PDF writer of its own, depending on zod only):
// new PDFDocument(), addPage({ size }), drawText with base-14 Helvetica / Helvetica-Bold (Standard
// encoding: ASCII documents only), drawLine; its cross-reference offsets are wrong (pdfinfo and
// poppler reconstruct the table).
const FOT = "/tmp/m9/node_modules/@f-o-t/pdf/dist/plugins/generation/index.js";
async function fot(doc, out) {
  const { PDFDocument: FotDocument } = await import(FOT);
  const file = runsFile(doc, { size: 9, margin: 50, header: doc.runningRight ? header : undefined });
  const d = new FotDocument();
  for (const p of readRuns(file)) {
    const page = d.addPage({ size: { width: p.width, height: p.height } });
    for (const t of p.texts)
      page.drawText(ascii(t.text), {
        x: t.x,
        y: p.height - t.y,
        size: t.size,
        font: t.bold ? "Helvetica-Bold" : "Helvetica",
      });
    for (const l of p.lines)
      page.drawLine({ x1: l.x1, y1: p.height - l.y, x2: l.x2, y2: p.height - l.y, lineWidth: 0.5 });
  }
  fs.writeFileSync(out, d.save());
}

// ExactImage hocr2pdf 1.0.2 (Debian exactimage): an hOCR file made here from the runs (one ocr_line
// per row of runs in a paragraph of its own (else hocr2pdf sizes single-run lines from the gap below
// them), one ocrx_word per run, bounding boxes in pixels at 300 dpi) and a blank page image
// of the page's size; `hocr2pdf -n` writes the text layer only (base-14 Helvetica at a fixed size).
// One page per call: only one-page documents.
function hocr2pdf(doc, out) {
  const file = runsFile(doc, { size: 9, margin: 50 });
  const [p, more] = readRuns(file);
  if (more) throw new Error(`${doc.id}: hocr2pdf makes one page only`);
  const k = 300 / 72;
  const px = (v) => Math.round(v * k);
  const rows = new Map();
  for (const t of p.texts) {
    const key = Math.round(t.y * 2);
    if (!rows.has(key)) rows.set(key, []);
    rows.get(key).push(t);
  }
  const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const lines = [];
  for (const [, runs] of [...rows].sort((a, b) => a[0] - b[0])) {
    runs.sort((a, b) => a.x - b.x);
    const words = runs.map((t) => {
      const w = metrics.helvetica(t.text, t.bold, t.size);
      const x0 = t.right ? t.x - w : t.x;
      return { text: t.text, box: [px(x0), px(t.y - t.size * 0.72), px(x0 + w), px(t.y)] };
    });
    const box = [
      Math.min(...words.map((w) => w.box[0])),
      Math.min(...words.map((w) => w.box[1])),
      Math.max(...words.map((w) => w.box[2])),
      Math.max(...words.map((w) => w.box[3])),
    ];
    lines.push(
      `<p class="ocr_par"><span class="ocr_line" title="bbox ${box.join(" ")}">${words
        .map((w) => `<span class="ocrx_word" title="bbox ${w.box.join(" ")}">${esc(w.text)}</span>`)
        .join(" ")}</span></p>`,
    );
  }
  const hocr = path.join(WORK, `${doc.id}.hocr`);
  fs.writeFileSync(
    hocr,
    `<html><body>\n<div class="ocr_page" title="bbox 0 0 ${px(p.width)} ${px(p.height)}">\n${lines.join("\n")}\n</div></body></html>\n`,
  );
  // The page image only gives hocr2pdf the page's size and resolution (-n: it is not placed).
  const blank = path.join(WORK, `${doc.id}-blank.pdf`);
  fs.writeFileSync(
    blank,
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 ${p.width} ${p.height}]>>endobj\ntrailer<</Root 1 0 R>>\n`,
  );
  run("pdftoppm", ["-r", "300", "-mono", "-png", "-singlefile", blank, path.join(WORK, `${doc.id}-blank`)]);
  run("hocr2pdf", ["-n", "-i", path.join(WORK, `${doc.id}-blank.png`), "-o", out], {
    stdio: [fs.openSync(hocr, "r"), "ignore", "inherit"],
  });
}

// Tesseract 5.3.0 (Debian tesseract-ocr, tesseract-ocr-eng/-deu): its own PDF renderer, as a
// scanner's "searchable PDF" would be made: the pages are drawn here by PDFium (above), rendered at
// 300 dpi in black and white (pdftoppm -mono) and read by tesseract, which writes every page image
// with its OCR text under it (GlyphLessFont, invisible text).
async function tesseract(doc, out) {
  const src = path.join(WORK, `${doc.id}-pdfium.pdf`);
  await pdfium(doc, src);
  const base = path.join(WORK, `${doc.id}-page`);
  run("pdftoppm", ["-r", "300", "-mono", "-png", src, base]);
  const images = fs
    .readdirSync(WORK)
    .filter((f) => f.startsWith(`${doc.id}-page`) && f.endsWith(".png"))
    .sort()
    .map((f) => path.join(WORK, f));
  const list = path.join(WORK, `${doc.id}-pages.txt`);
  fs.writeFileSync(list, `${images.join("\n")}\n`);
  const lang = doc.lang === "de" ? "deu" : "eng";
  run("tesseract", [list, out.replace(/\.pdf$/, ""), "-l", lang, "--psm", "6", "--dpi", "300", "pdf"], {
    env: { ...process.env, OMP_THREAD_LIMIT: "1" },
  });
}

const PRODUCERS = {
  tesseract: {
    make: tesseract,
    name: "Tesseract 5.3.0 (Debian tesseract-ocr) PDF renderer: 300 dpi page images with their OCR text, GlyphLessFont",
  },
  pdfium: {
    make: pdfium,
    name: "PDFium (@embedpdf/pdfium 2.15.1, npm, WebAssembly) FPDFPageObj_CreateTextObj, FPDFText_SetText, PDFiumExt_SaveAsCopy, base-14 Helvetica",
  },
  fot: {
    make: fot,
    name: "@f-o-t/pdf 0.5.2 (npm) generation plugin PDFDocument.addPage, drawText, drawLine, base-14 Helvetica",
  },
  hocr2pdf: {
    make: hocr2pdf,
    name: "ExactImage hocr2pdf 1.0.2 (Debian exactimage) from hOCR, text only (-n), base-14 Helvetica",
  },
  tinypdf: { make: tinypdf, name: "tinypdf 0.3.1 (npm) pdf().page, ctx.text and ctx.line, base-14 Helvetica" },
  campdf: {
    make: campdf,
    name: "Perl CAM::PDF 1.60 (Debian libcam-pdf-perl) setPageContent and cleanoutput, base-14 Helvetica in WinAnsiEncoding",
  },
};

// ---------------------------------------------------------------------------------------------
// The batch

const UNCLAIMED = "unclaimed language";
const SGA2 = "the two expense lines expected as their sum under SG&A";
const DOCS = [
  {
    id: "tinypdf-ug-shillings",
    producer: "tinypdf",
    company: "Jinja Grain Millers Limited",
    currency: "UGX",
    scale: 1000,
    scalePhrase: "(All amounts in thousands of Uganda Shillings)",
    years: [2025, 2024],
    header: "uk-date",
    notes: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "ug_bs", income_statement: "ug_is", cashflow_statement: "ifrs_cf" },
    titles: "en_ug",
    seed: 2101,
    size: 9400000,
    runningRight: "Annual report and financial statements",
    features: [
      'Ugandan (IFRS) wording: "Right-of-use assets", "Tax recoverable", "Amounts due to related parties", "Lease liabilities"',
      `selling and marketing and administrative expenses: ${SGA2}`,
      "thousands of Uganda shillings; running header and page footer; no bold font at all (tinypdf has Helvetica only)",
    ],
  },
  {
    id: "tinypdf-na-cc",
    producer: "tinypdf",
    company: "Swakopmund Dune Tours CC",
    currency: "NAD",
    scale: 1,
    scalePhrase: "",
    unitHeader: "N$",
    years: [2025, 2024],
    fye: [2, 28],
    header: "year-unit",
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "na_bs", income_statement: "na_is" },
    titles: "en_na",
    seed: 2102,
    size: 4200000,
    features: [
      "Namibian close corporation (CC): members' contributions, retained income and members' interest instead of share capital and equity",
      `operating expenses and administration and management fees: ${SGA2}`,
      'fiscal year ending February; scale only as "N$" under each year; the income statement first',
    ],
  },
  {
    id: "hocr2pdf-bb-side-by-side",
    producer: "hocr2pdf",
    layout: "side-by-side",
    company: "Bridgetown Rum Blenders Inc.",
    currency: "BBD",
    scale: 1,
    scalePhrase: "Expressed in Barbados dollars",
    years: [2025, 2024],
    fye: [9, 30],
    header: "year",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "bb_bs", income_statement: "bb_is" },
    titles: "en_bb",
    seed: 2103,
    size: 18000000,
    features: [
      "two statements on one landscape page side by side",
      'Barbadian wording: "Stated capital", "Cash resources", "Corporation tax payable", "Income from operations", "Net income for the year"',
      `selling and marketing and general and administrative expenses: ${SGA2}; fiscal year ending September`,
    ],
  },
  {
    id: "fot-gg-management",
    producer: "fot",
    layout: "management",
    company: "St Peter Port Fiduciary Services Limited",
    currency: "GBP",
    scale: 1,
    scalePhrase: "Pounds sterling",
    years: [2025, 2024],
    fye: [12, 31],
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "gg_bs", income_statement: "gg_is" },
    titles: "en_gg",
    seed: 2104,
    size: 3600000,
    features: [
      "management accounts of a Guernsey fiduciary company: actual, budget, variance and prior year (budget and variance not expected), then the balance sheet",
      'Guernsey wording: "Fee income", "Direct costs", "Debtors", "Creditors", "Guernsey income tax"',
      "premises and office costs expected as SG&A; staff costs under no key (revised by reader33 to docs/chart-of-accounts.md: staff costs are never SG&A)",
    ],
  },
  {
    id: "fot-pg-kina",
    producer: "fot",
    company: "Lae Coffee Exporters Limited",
    currency: "PGK",
    scale: 1000,
    scalePhrase: "(Kina in thousands)",
    years: [2025, 2024, 2023],
    header: "year",
    statements: ["income_statement", "balance_sheet", "cashflow_statement"],
    rows: { balance_sheet: "pg_bs", income_statement: "pg_is", cashflow_statement: "ifrs_cf" },
    titles: "en_pg",
    seed: 2105,
    size: 160000,
    features: [
      'Papua New Guinea (IFRS) wording: "Biological assets", "Interest bearing liabilities", "Employee provisions", "Net profit after income tax"',
      `marketing and distribution and corporate and administration expenses: ${SGA2}`,
      "three years in every statement; thousands of kina",
    ],
  },
  {
    id: "pdfium-ug-notes",
    producer: "pdfium",
    company: "Mbarara Dairy Cooperative Union Limited",
    currency: "UGX",
    scale: 1000000,
    scalePhrase: "(Shs millions)",
    years: [2025, 2024],
    fye: [6, 30],
    header: "uk-date",
    notes: true,
    notesPages: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "ug_bs", income_statement: "ug_is", cashflow_statement: "ifrs_cf" },
    titles: "en_ug",
    seed: 2106,
    size: 52000,
    runningRight: "Financial statements for the year ended 30 June 2025",
    footer: "The notes on pages 14 to 41 are an integral part of these financial statements.",
    features: [
      "long report: statements, then notes pages (not expected); running header, page footer and a footer line under every statement",
      `Ugandan wording; ${SGA2}; "(Shs millions)"; fiscal year ending June`,
    ],
  },
  {
    id: "pdfium-de-suedtirol",
    producer: "pdfium",
    company: "Vinschgauer Obstverarbeitung GmbH",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Beträge in Euro",
    years: [2025, 2024],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    rows: { balance_sheet: "st_bs", income_statement: "st_is" },
    titles: "de_st",
    seed: 2107,
    size: 4100000,
    features: [
      "South Tyrolean GmbH (Italian civil code, Art. 2424/2425, in German): Gesellschaftskapital, Forderungen gegenüber Kunden, Flüssige Mittel, Laufende Steuern (IRES, IRAP)",
      "German language, Italian framework: letters with a closing parenthesis (B) Anlagevermögen)",
    ],
  },
  {
    id: "campdf-de-ev",
    producer: "campdf",
    company: "Bergwacht-Förderverein Zugspitzland e.V.",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Angaben in EUR",
    decimals: 2,
    years: [2025, 2024],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    rows: { balance_sheet: "ev_bs", income_statement: "ev_is" },
    titles: "de_ev",
    seed: 2108,
    size: 1900000,
    runningRight: "Jahresrechnung 2025",
    features: [
      "registered association (e.V.): Vermögensrechnung with Vereinsvermögen and Rücklagen nach § 62 AO, Ergebnisrechnung to the Jahresergebnis",
      "euros and cents; running header and page footer",
    ],
  },
  {
    id: "campdf-de-kgaa",
    producer: "campdf",
    company: "Brauhaus Riegele Beteiligungs-KGaA",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "",
    unitHeader: "TEUR",
    years: [2025, 2024],
    header: "de-date-unit",
    statements: BS_IS_CF,
    ...HGB,
    rows: { balance_sheet: "kgaa_bs", income_statement: "hgb_is", cashflow_statement: "hgb_cf" },
    titles: "de",
    seed: 2109,
    size: 61000,
    features: [
      "KGaA under the HGB: Grundkapital der Kommanditaktionäre; Bilanz, GuV and Kapitalflussrechnung",
      'scale only as "TEUR" under each date',
    ],
  },
  {
    id: "hocr2pdf-de-ev-kurz",
    producer: "hocr2pdf",
    company: "Sportgemeinschaft Rhön-Grabfeld e.V.",
    currency: "EUR",
    scale: 1,
    scalePhrase: "",
    unitHeader: "EUR",
    years: [2025, 2024],
    header: "de-date-unit",
    statements: ["income_statement"],
    ...HGB,
    rows: { income_statement: "ev_is" },
    titles: "de_ev",
    seed: 2110,
    size: 900000,
    features: [
      "a sports association's Ergebnisrechnung alone, no balance sheet",
      'scale only as "EUR" under each date',
    ],
  },
  {
    id: "campdf-bb-cash-flows",
    producer: "campdf",
    company: "Speightstown Marine Fuels Limited",
    currency: "BBD",
    scale: 1,
    scalePhrase: "(Expressed in Barbados dollars)",
    years: [2025, 2024],
    header: "uk-date",
    notes: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "bb_bs", income_statement: "bb_is", cashflow_statement: "ifrs_cf" },
    titles: "en_bb",
    seed: 2111,
    size: 26000000,
    features: [`Barbadian wording with a statement of cash flows; ${SGA2}`],
  },
  {
    id: "campdf-na-three-years",
    producer: "campdf",
    company: "Oshakati Building Supplies CC",
    currency: "NAD",
    scale: 1,
    scalePhrase: "Namibia dollars",
    years: [2025, 2024, 2023],
    fye: [2, 28],
    header: "year",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "na_bs", income_statement: "na_is" },
    titles: "en_na",
    seed: 2112,
    size: 7300000,
    features: [`Namibian close corporation, three years; ${SGA2}; fiscal year ending February`],
  },
  {
    id: "campdf-gg-ltd",
    producer: "campdf",
    company: "Vale Fisheries (Guernsey) Limited",
    currency: "GBP",
    scale: 1,
    scalePhrase: "",
    unitHeader: "£",
    years: [2025, 2024],
    fye: [3, 31],
    header: "year-unit",
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "gg_bs", income_statement: "gg_is" },
    titles: "en_gg",
    seed: 2113,
    size: 2400000,
    features: [
      `Guernsey company; premises and office costs expected as SG&A, staff costs under no key (revised by reader33 to docs/chart-of-accounts.md: staff costs are never SG&A); scale only as "£" under each year; fiscal year ending March`,
    ],
  },
  {
    id: "tinypdf-pg-two-years",
    producer: "tinypdf",
    company: "Madang Fisheries Limited",
    currency: "PGK",
    scale: 1,
    scalePhrase: "Amounts in kina",
    years: [2025, 2024],
    header: "uk-date",
    notes: true,
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "pg_bs", income_statement: "pg_is" },
    titles: "en_pg",
    seed: 2114,
    size: 21000000,
    features: [`Papua New Guinea wording; ${SGA2}`],
  },
  {
    id: "tinypdf-ug-small",
    producer: "tinypdf",
    company: "Gulu Solar Home Systems Limited",
    currency: "UGX",
    scale: 1,
    scalePhrase: "Uganda Shillings",
    years: [2025, 2024],
    header: "year",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "ug_bs", income_statement: "ug_is" },
    titles: "en_ug",
    seed: 2115,
    size: 830000000,
    features: [`Ugandan company in shillings (no scale); ${SGA2}`],
  },
  {
    id: "campdf-es-sl",
    producer: "campdf",
    unclaimed: true,
    company: "Conservas del Cantábrico S.L.",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Importes en euros",
    lang: "es",
    conv: "de",
    neg: "paren",
    years: [2025, 2024],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "es_bs", income_statement: "es_is" },
    titles: "es_sl",
    seed: 2116,
    size: 3300000,
    features: [
      UNCLAIMED,
      "Spanish S.L. (Plan General de Contabilidad, modelos abreviados): Balance abreviado and Cuenta de pérdidas y ganancias abreviada",
      "dots as thousands separators",
    ],
  },
  {
    id: "campdf-nl-bv",
    producer: "campdf",
    unclaimed: true,
    company: "Bakkerij Van der Heijden B.V.",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Bedragen in euro's",
    lang: "nl",
    conv: "de",
    neg: "minus",
    years: [2025, 2024],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "nl_bs_nl", income_statement: "nl_is_nl" },
    titles: "nl_bv",
    seed: 2117,
    size: 2100000,
    features: [
      UNCLAIMED,
      "Dutch B.V. (small entity, in Dutch): Balans and Winst-en-verliesrekening, Eigen vermogen, Kortlopende schulden",
      "dots as thousands separators",
    ],
  },
  {
    id: "pdfium-br-ltda",
    producer: "pdfium",
    unclaimed: true,
    company: "Cerâmica Vale do Itajaí Ltda.",
    currency: "BRL",
    scale: 1000,
    scalePhrase: "Valores em milhares de reais",
    lang: "pt",
    conv: "de",
    neg: "paren",
    years: [2025, 2024],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "br_bs", income_statement: "br_is" },
    titles: "pt_ltda",
    seed: 2118,
    size: 95000,
    features: [
      UNCLAIMED,
      "Brazilian Ltda. (Lei 6.404/76): Balanço patrimonial and Demonstração do resultado do exercício",
      "thousands of reais, dots as thousands separators",
    ],
  },
  {
    id: "tesseract-gg-searchable",
    producer: "tesseract",
    company: "Alderney Island Ferries Limited",
    currency: "GBP",
    scale: 1,
    scalePhrase: "",
    unitHeader: "£",
    years: [2025, 2024],
    fye: [10, 31],
    header: "year-unit",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "gg_bs", income_statement: "gg_is" },
    titles: "en_gg",
    seed: 2119,
    size: 5200000,
    features: [
      "a searchable scan: page images (300 dpi, black and white) with tesseract's OCR text as the invisible text layer",
      `Guernsey (Alderney) company; premises and office costs expected as SG&A, staff costs under no key (revised by reader33 to docs/chart-of-accounts.md: staff costs are never SG&A); scale only as "£" under each year; fiscal year ending October`,
    ],
  },
  {
    id: "tesseract-de-partg",
    producer: "tesseract",
    company: "Lindner Brückner Architekten PartG mbB",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Angaben in EUR",
    years: [2025, 2024],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    rows: { balance_sheet: "pg_de_bs", income_statement: "pg_de_is" },
    seed: 2120,
    size: 2600000,
    features: [
      "a searchable scan in German: page images (300 dpi, black and white) with tesseract's OCR text (deu) as the invisible text layer",
      "Partnerschaftsgesellschaft mbB of architects: Kapitalkonten der Partner instead of subscribed capital, Umsatzerlöse aus Architektenleistungen",
    ],
  },
];

// Scans (150-200 dpi): [id, source id, options]
const SCANS = [
  ["scan-pdfium-de-suedtirol", "pdfium-de-suedtirol", { dpi: 170, angle: 0.5, noise: 0.05, seed: 2151 }],
  ["scan-tinypdf-na-cc", "tinypdf-na-cc", { dpi: 150, angle: -0.7, noise: 0.06, seed: 2152 }],
  ["scan-hocr2pdf-bb-side-by-side", "hocr2pdf-bb-side-by-side", { dpi: 200, angle: 0.4, noise: 0.05, seed: 2153 }],
  ["scan-campdf-gg-ltd", "campdf-gg-ltd", { dpi: 160, angle: -0.5, noise: 0.07, seed: 2154 }],
];

const PRODUCER_FEATURES = {
  tinypdf: ["tinypdf writes every run in Helvetica (no bold): totals are not set apart by weight"],
  fot: ["the cross-reference table's offsets are wrong (readers must rebuild it)"],
  hocr2pdf: [
    "hocr2pdf text layer from hOCR: every run at one font size (8 pt), one text object per page with relative moves",
  ],
  tesseract: ["a text layer made by OCR (tesseract) under page images; invisible text in GlyphLessFont"],
};

const expectedJson = (doc, id, kind) => {
  const model = FEATURES(doc).map((f) => (f === "German HGB" && !doc.hgb ? "German language" : f));
  return {
    ...fixtureJson(doc, id, kind, PRODUCERS[doc.producer].name, {
      producer_id: kind === "scan" ? "scan" : doc.producer,
      scale_phrase: doc.scalePhrase || (doc.unitHeader ? `${doc.unitHeader} (column header only)` : ""),
      batch: "unseen9",
      features: [...new Set([...(doc.features ?? []), ...(PRODUCER_FEATURES[doc.producer] ?? []), ...model])],
    }),
    documents: doc.unclaimed ? [] : expected4(doc),
  };
};

// --check: the committed files against their JSONs (checkBatch, scripts/extraction-corpus-model.mjs).
if (process.argv.includes("--check")) checkBatch(OUT, DOCS, WORK);

await buildBatch(DOCS, SCANS, {
  out: OUT,
  work: WORK,
  prepare: unseen9Doc,
  make: (doc, out) => PRODUCERS[doc.producer].make(doc, out),
  expectedJson,
});
