// Builds the thirteenth batch of the extraction corpus (test/fixtures/extraction-corpus/unseen10/) ONCE:
// statements from six producers no earlier batch has, from the same seeded data model
// (scripts/extraction-corpus-model.mjs: figures, rows, number formats, expected figures, scans) and
// the unseen batches' pages (scripts/corpus-layout.mjs, scripts/corpus-runs.mjs), with this batch's own
// row sets, titles and page touches defined here (the shared files are not changed). The three text
// producers draw the runs placePage computes (one text run per cell, rules as lines):
//   - pstoedit 3.78 (Debian pstoedit), its own "pdf" output driver (drvpdf, `pstoedit -f pdf`; not
//     Ghostscript's pdfwrite: Ghostscript only interprets the PostScript, pstoedit writes every object
//     of the PDF): PostScript written here (Times-Roman/Times-Bold re-encoded to ISO Latin-1,
//     right-aligned amounts placed by PostScript's own stringwidth, rules as lineto/stroke);
//   - @peculiar/pdf-doc 1.17.2 (npm, with @peculiar/pdf-core and pdf-font 1.17.1, Peculiar Ventures'
//     own PDF object model and writer; `npm install --prefix /tmp/m10 @peculiar/pdf-doc`):
//     PDFDocument.create, pages.create, addFont(DefaultFonts.Helvetica/HelveticaBold),
//     page.text().font().move().show(), page.graphics().line().stroke(); Standard encoding, so
//     only ASCII documents (no accented letter survives);
//   - Syncfusion Essential JS 2 PDF, @syncfusion/ej2-pdf 34.1.33 (npm, Syncfusion's own PDF library;
//     `npm install --prefix /tmp/m10 @syncfusion/ej2-pdf`): PdfDocument.addPage(PdfPageSettings with
//     no margins), PdfStandardFont(helvetica, size, regular/bold) in WinAnsiEncoding,
//     graphics.drawString(text, font, box), graphics.drawLine(PdfPen), document.save();
// and two image-only writers of the batch's scans (pdftoppm 150-200 dpi, rotation, noise, JPEG: the
// model's scan(), whose page JPEGs are then taken out with pdfimages and written again by):
//   - img2pdf 0.4.4 (Debian img2pdf, its internal engine `--engine internal`, not pikepdf): the JPEG
//     pages put into a PDF unchanged, page size given in points;
//   - libtiff 4.5.0 tiff2pdf (Debian libtiff-tools): the pages as a multi-page TIFF (pdfimages -tiff,
//     tiffcp -c lzw) written by tiff2pdf with the scan's resolution (-x/-y) and JPEG (-j).
// Only three text producers were found in the time given (the brief asked for four of six): the
// scans are therefore the img2pdf and tiff2pdf files.
// Three statements are in languages the reader does not claim (Swedish, Danish, Finnish): their
// JSONs have "documents": [] (nothing, or only documents held for review, should be read).
// Tried and not used:
//   - Grace 5.1.25 (Debian grace): gracebat has no PDF device in Debian's build ("Unknown or
//     unsupported device"); its PostScript would need Ghostscript (used before);
//   - @cj-tech-master/excelts 10.2.0 (npm, "XLSX, PDF, CSV..."): the published package has no PDF
//     module at all;
//   - antiword 0.37 (own PDF output, -a): needs a Word 97 .doc; AbiWord's "doc" export is RTF, so no
//     input could be made;
//   - fpdf2 (python3-fpdf) is not in Debian bookworm (and is a port of PHP FPDF, used before);
//     php-horde-pdf (an FPDF port), ruby-rbpdf (a TCPDF port), ruby-pdf-core (Prawn's), libpdf-writer-perl,
//     libpdf-report-perl (PDF::API2), npm "pdf" (a jsPDF port), "pdf.js" 0.1.0 (PDFKit's forerunner),
//     fluentreports (PDFKit), labelmake (pdf-lib), qpdf (pikepdf's library): relatives of used writers;
//   - ImageMagick: not installed here (a stand-in convert), and Debian's policy blocks its PDF coder;
//     sam2p and pdfcpu are not in Debian bookworm; npm search is not reachable (names were taken
//     from /work/.library/env/packages/npm.tsv).
// Made by a helper blind to the reader: it did not read the reader's code, its documentation of the
// extraction or its scores, and never ran the reader on these files (leave-one-producer-out).
// Needs (generation only; the tests read the committed PDFs and JSONs): pstoedit, ghostscript,
// img2pdf, libtiff-tools, poppler-utils (apt); @peculiar/pdf-doc and @syncfusion/ej2-pdf in /tmp/m10
// (npm, outside the project).
// Run: node scripts/make-unseen10-corpus.mjs [ids]      (check: node scripts/make-unseen10-corpus.mjs --check)
import fs from "node:fs";
import { createRequire } from "node:module";
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

const OUT = path.resolve("test/fixtures/extraction-corpus/unseen10");
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), "unseen10-corpus-"));

// ---------------------------------------------------------------------------------------------
// This batch's row sets (added to the model's ROWS in this process only) and titles.

const ifrsBs = (map) => relabel(ROWS.ifrs_bs, map);
const ifrsIs = (map) => relabel(ROWS.ifrs_is, map);
const hgbBs = (map) => relabel(ROWS.hgb_bs, map);
const hgbIs = (map) => relabel(ROWS.hgb_is, map);
const SGA = { sgaPart: true };
Object.assign(ROWS, {
  // Tanzania (IFRS): "Tax recoverable", "Deferred income tax liability", TZS.
  tz_bs: ifrsBs({
    "Other non-current assets": "Deferred income tax asset",
    "Other current assets": "Current income tax recoverable",
    "Cash and cash equivalents": "Cash and bank balances",
    "Other non-current liabilities": "Deferred income tax liability",
    "Other current liabilities": "Current income tax payable",
  }),
  tz_is: ifrsIs({
    "Distribution costs": ["Selling and distribution expenses", SGA],
    "Administrative expenses": ["Administrative expenses", SGA],
    "Operating profit (loss)": "Operating profit",
    "Finance income": "Finance income",
    "Profit (loss) before tax": "Profit before income tax",
    "Income tax expense": "Income tax expense",
    "Profit (loss) for the year": "Profit for the year",
  }),
  // Malta (Companies Act, Cap. 386, IFRS as adopted by the EU).
  mt_bs: ifrsBs({
    "Share capital": "Called up issued share capital",
    "Other non-current assets": "Investment property",
    "Other current assets": "Current tax asset",
    "Cash and cash equivalents": "Cash at bank and in hand",
    Borrowings: "Bank borrowings",
    "Other non-current liabilities": "Deferred tax liabilities",
    "Other current liabilities": "Current tax liabilities",
  }),
  mt_is: ifrsIs({
    "Distribution costs": ["Selling expenses", SGA],
    "Administrative expenses": ["Administrative expenses", SGA],
    "Operating profit (loss)": "Operating profit",
    "Finance income": "Finance income",
    "Profit (loss) before tax": "Profit before tax",
    "Income tax expense": "Tax expense",
    "Profit (loss) for the year": "Profit for the year",
  }),
  // Cayman Islands: an exempted company's management accounts (US dollars).
  ky_bs: ifrsBs({
    "Property, plant and equipment": "Leasehold improvements and equipment",
    "Other non-current assets": "Security deposits",
    "Trade and other receivables": "Accounts receivable",
    "Other current assets": "Prepaid expenses",
    "Cash and cash equivalents": "Cash at bank",
    Borrowings: "Loan payable",
    "Other non-current liabilities": "Deferred rent",
    "Trade and other payables": "Accounts payable and accrued liabilities",
    "Other current liabilities": "Deferred revenue",
  }),
  ky_is: ifrsIs({
    Revenue: "Revenue",
    "Cost of sales": "Cost of revenue",
    // reader31: staff costs are never SG&A (docs/chart-of-accounts.md): SG&A is the G&A line alone.
    "Distribution costs": ["Salaries and benefits", { sgaPart: false }],
    "Administrative expenses": ["General and administrative", SGA],
    "Operating profit (loss)": "Operating income",
    "Finance income": "Interest income",
    "Finance costs": "Interest expense",
    "Profit (loss) before tax": "Income before taxes",
    "Income tax expense": "Taxes",
    "Profit (loss) for the year": "Net income",
  }),
  // The Bahamas (IFRS): Bahamian dollars, "Business licence fees" below the line.
  bs_bs: ifrsBs({
    "Other non-current assets": "Investment in government registered stock",
    "Other current assets": "Prepayments and other assets",
    "Cash and cash equivalents": "Cash on hand and at banks",
    Borrowings: "Term loan",
    "Other non-current liabilities": "Customer deposits",
    "Other current liabilities": "Accrued expenses",
  }),
  bs_is: ifrsIs({
    Revenue: "Sales",
    "Distribution costs": ["Selling expenses", SGA],
    "Administrative expenses": ["General and administrative expenses", SGA],
    "Operating profit (loss)": "Operating income",
    "Finance income": "Interest income",
    "Finance costs": "Interest expense",
    "Profit (loss) before tax": "Income before business licence fees",
    "Income tax expense": "Business licence fees",
    "Profit (loss) for the year": "Net income and comprehensive income",
  }),
  // Brunei (IFRS): "Sendirian Berhad", Brunei dollars.
  bn_bs: ifrsBs({
    "Other non-current assets": "Right-of-use assets",
    "Other current assets": "Amount due from a related company",
    Borrowings: "Term loans",
    "Other non-current liabilities": "Lease liabilities",
    "Other current liabilities": "Amount due to a director",
  }),
  bn_is: ifrsIs({
    "Distribution costs": ["Selling and distribution expenses", SGA],
    "Administrative expenses": ["Administrative expenses", SGA],
    "Operating profit (loss)": "Results from operating activities",
    "Profit (loss) before tax": "Profit before tax",
    "Income tax expense": "Tax expense",
    "Profit (loss) for the year": "Profit for the year",
  }),
  // Seychelles (IFRS): rupees, "Business tax".
  sc_bs: ifrsBs({
    "Property, plant and equipment": "Property, plant and equipment",
    "Other non-current assets": "Investment in subsidiary",
    "Other current assets": "Current tax assets",
    "Cash and cash equivalents": "Cash and cash equivalents",
    Borrowings: "Borrowings",
    "Other non-current liabilities": "Retirement benefit obligations",
    "Other current liabilities": "Current tax liabilities",
  }),
  sc_is: ifrsIs({
    Revenue: "Revenue",
    "Distribution costs": ["Selling and marketing costs", SGA],
    "Administrative expenses": ["Administrative expenses", SGA],
    "Operating profit (loss)": "Operating profit",
    "Profit (loss) before tax": "Profit before tax",
    "Income tax expense": "Business tax expense",
    "Profit (loss) for the year": "Profit for the year",
  }),
  // Malawi (IFRS): kwacha in millions.
  mw_is: ifrsIs({
    Revenue: "Revenue",
    "Distribution costs": ["Distribution and selling expenses", SGA],
    "Administrative expenses": ["Administration expenses", SGA],
    "Operating profit (loss)": "Operating profit",
    "Profit (loss) before tax": "Profit before income tax expense",
    "Income tax expense": "Income tax expense",
    "Profit (loss) for the year": "Profit for the period",
  }),
  mw_bs: ifrsBs({
    "Other non-current assets": "Biological assets",
    "Other current assets": "Income tax recoverable",
    "Cash and cash equivalents": "Cash and cash equivalents",
    Borrowings: "Interest-bearing borrowings",
    "Other non-current liabilities": "Deferred tax liabilities",
    "Other current liabilities": "Income tax payable",
  }),
  // Jersey (UK GAAP FRS 102 style wording of a Jersey company's management accounts).
  je_bs: ifrsBs({
    "Property, plant and equipment": "Tangible fixed assets",
    "Other non-current assets": "Fixed asset investments",
    Inventories: "Stocks",
    "Trade and other receivables": "Trade debtors",
    "Other current assets": "Other debtors and prepayments",
    "Cash and cash equivalents": "Cash at bank and in hand",
    "Share capital": "Called up share capital",
    "Retained earnings": "Profit and loss account",
    "Total equity": "Shareholders' funds",
    Borrowings: "Bank loans",
    "Other non-current liabilities": "Provisions for liabilities",
    "Trade and other payables": "Trade creditors",
    "Other current liabilities": "Accruals and deferred income",
  }),
  je_is: ifrsIs({
    Revenue: "Turnover",
    "Cost of sales": "Cost of sales",
    // reader33: staff costs are never SG&A (docs/chart-of-accounts.md): printed, under no key.
    "Distribution costs": ["Wages and salaries", { sgaPart: false }],
    "Administrative expenses": ["Establishment and general expenses", SGA],
    "Operating profit (loss)": "Operating profit",
    "Finance income": "Interest receivable",
    "Finance costs": "Interest payable and similar charges",
    "Profit (loss) before tax": "Profit before taxation",
    "Income tax expense": "Jersey income tax",
    "Profit (loss) for the year": "Profit for the financial year",
  }),
  // Belize (IFRS for SMEs): Belize dollars.
  bz_bs: ifrsBs({
    "Other non-current assets": "Long-term receivables",
    "Other current assets": "General sales tax receivable",
    "Cash and cash equivalents": "Cash and cash equivalents",
    Borrowings: "Long-term debt",
    "Other non-current liabilities": "Due to shareholders",
    "Other current liabilities": "Business tax payable",
  }),
  bz_is: ifrsIs({
    Revenue: "Sales",
    "Distribution costs": ["Selling expenses", SGA],
    "Administrative expenses": ["General and administrative expenses", SGA],
    "Operating profit (loss)": "Income (loss) from operations",
    "Finance income": "Other income",
    "Profit (loss) before tax": "Income before business tax",
    "Income tax expense": "Business tax",
    "Profit (loss) for the year": "Net income (loss) for the year",
  }),
  // Rwanda (IFRS): Rwandan francs in thousands.
  rw_bs: ifrsBs({
    "Other non-current assets": "Right-of-use assets",
    "Other current assets": "Corporate income tax recoverable",
    "Cash and cash equivalents": "Cash and bank balances",
    "Other non-current liabilities": "Lease liabilities",
    "Other current liabilities": "Other payables",
  }),
  rw_is: ifrsIs({
    "Distribution costs": ["Selling and distribution expenses", SGA],
    "Administrative expenses": ["General and administrative expenses", SGA],
    "Operating profit (loss)": "Operating profit",
    "Profit (loss) before tax": "Profit/(loss) before tax",
    "Income tax expense": "Income tax expense",
    "Profit (loss) for the year": "Profit/(loss) for the year",
  }),
  // Liechtenstein (PGR Art. 1092 ff.): Bilanz and Erfolgsrechnung of an AG, Swiss francs.
  li_bs: hgbBs({
    "IV. Kassenbestand, Guthaben bei Kreditinstituten": "IV. Kassenbestand, Guthaben bei Banken",
    "I. Gezeichnetes Kapital": "I. Aktienkapital",
    "II. Gewinnrücklagen": "II. Gesetzliche und übrige Reserven",
    "1. Verbindlichkeiten gegenüber Kreditinstituten": "1. Verbindlichkeiten gegenüber Banken",
  }),
  li_is: hgbIs({
    "1. Umsatzerlöse": "1. Nettoumsatzerlöse",
    "8. Ergebnis vor Ertragsteuern": "8. Ergebnis vor Steuern",
    "9. Steuern vom Einkommen und vom Ertrag": "9. Ertragssteuern",
    "10. Jahresüberschuss / Jahresfehlbetrag": "10. Jahresgewinn / Jahresverlust",
  }),
  // A German cooperative (eG, §§ 336 ff. HGB): Geschäftsguthaben der Mitglieder, Ergebnisrücklagen.
  eg_bs: hgbBs({
    "I. Gezeichnetes Kapital": "I. Geschäftsguthaben der Mitglieder",
    "II. Gewinnrücklagen": "II. Ergebnisrücklagen",
  }),
  // A GmbH & Co. KG (§ 264c HGB): Kapitalanteile der Kommanditisten.
  kg_bs: hgbBs({
    "I. Gezeichnetes Kapital": "I. Kapitalanteile der Kommanditisten",
    "II. Gewinnrücklagen": "II. Rücklagen",
  }),
  // A non-profit GmbH (gGmbH).
  gg_de_bs: hgbBs({
    "II. Gewinnrücklagen": "II. Zweckgebundene Rücklagen",
  }),
  gg_de_is: hgbIs({
    "1. Umsatzerlöse": "1. Umsatzerlöse aus Leistungsentgelten",
    "10. Jahresüberschuss / Jahresfehlbetrag": "10. Jahresergebnis",
  }),
  // Unclaimed languages. Sweden (årsredovisningslagen, K2/K3): Balansräkning and Resultaträkning.
  sv_bs: [
    H("TILLGÅNGAR"),
    H("Anläggningstillgångar"),
    R("Immateriella anläggningstillgångar", "intangible_assets"),
    R("Materiella anläggningstillgångar", "net_fixed_assets"),
    R("Finansiella anläggningstillgångar", "other_non_current_assets"),
    R("Summa anläggningstillgångar", "total_non_current_assets", { total: true }),
    H("Omsättningstillgångar"),
    R("Varulager m.m.", "inventory"),
    R("Kundfordringar", "trade_receivables"),
    R("Övriga fordringar", "other_current_assets"),
    R("Kassa och bank", "cash"),
    R("Summa omsättningstillgångar", "total_current_assets", { total: true }),
    R("SUMMA TILLGÅNGAR", "total_assets", { total: true, grand: true }),
    H("EGET KAPITAL OCH SKULDER"),
    R("Aktiekapital", "share_capital"),
    R("Balanserat resultat", "fr_res"),
    R("Årets resultat", "net_profit"),
    R("Summa eget kapital", "total_equity", { total: true }),
    R("Avsättningar", "other_non_current_liabilities"),
    R("Skulder till kreditinstitut", "long_term_debt"),
    R("Leverantörsskulder", "trade_payables"),
    R("Övriga kortfristiga skulder", "sv_okf"),
    R("Summa kortfristiga skulder", "total_current_liabilities", { total: true }),
    R("SUMMA EGET KAPITAL OCH SKULDER", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  sv_is: [
    R("Nettoomsättning", "revenue"),
    R("Råvaror och förnödenheter", "cost_of_goods_sold", { sign: -1 }),
    R("Övriga externa kostnader", "es_otros", { sign: -1 }),
    R("Personalkostnader", "fr_pers", { sign: -1 }),
    R("Av- och nedskrivningar av materiella och immateriella anläggningstillgångar", "depreciation_amortization", {
      sign: -1,
    }),
    R("Rörelseresultat", "operating_profit", { total: true }),
    R("Övriga ränteintäkter och liknande resultatposter", "other_income"),
    R("Räntekostnader och liknande resultatposter", "interest_expense", { sign: -1 }),
    R("Resultat efter finansiella poster", "profit_before_tax", { total: true }),
    R("Skatt på årets resultat", "income_tax", { sign: -1 }),
    R("Årets resultat", "net_profit", { total: true, grand: true }),
  ],
  // Denmark (årsregnskabsloven, klasse B): Balance and Resultatopgørelse.
  da_bs: [
    H("AKTIVER"),
    R("Immaterielle anlægsaktiver", "intangible_assets"),
    R("Materielle anlægsaktiver", "net_fixed_assets"),
    R("Finansielle anlægsaktiver", "other_non_current_assets"),
    R("Anlægsaktiver i alt", "total_non_current_assets", { total: true }),
    R("Varebeholdninger", "inventory"),
    R("Tilgodehavender fra salg og tjenesteydelser", "trade_receivables"),
    R("Andre tilgodehavender", "other_current_assets"),
    R("Likvide beholdninger", "cash"),
    R("Omsætningsaktiver i alt", "total_current_assets", { total: true }),
    R("AKTIVER I ALT", "total_assets", { total: true, grand: true }),
    H("PASSIVER"),
    R("Virksomhedskapital", "share_capital"),
    R("Overført resultat", "retained_earnings"),
    R("Egenkapital i alt", "total_equity", { total: true }),
    R("Hensatte forpligtelser", "other_non_current_liabilities"),
    R("Gæld til kreditinstitutter", "long_term_debt"),
    R("Leverandører af varer og tjenesteydelser", "trade_payables"),
    R("Anden gæld", "sv_okf"),
    R("Kortfristede gældsforpligtelser i alt", "total_current_liabilities", { total: true }),
    R("PASSIVER I ALT", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  da_is: [
    R("Nettoomsætning", "revenue"),
    R("Vareforbrug", "cost_of_goods_sold", { sign: -1 }),
    R("Andre eksterne omkostninger", "es_otros", { sign: -1 }),
    R("Personaleomkostninger", "fr_pers", { sign: -1 }),
    R("Af- og nedskrivninger af materielle og immaterielle anlægsaktiver", "depreciation_amortization", { sign: -1 }),
    R("Resultat af ordinær primær drift", "operating_profit", { total: true }),
    R("Andre finansielle indtægter", "other_income"),
    R("Andre finansielle omkostninger", "interest_expense", { sign: -1 }),
    R("Resultat før skat", "profit_before_tax", { total: true }),
    R("Skat af årets resultat", "income_tax", { sign: -1 }),
    R("Årets resultat", "net_profit", { total: true, grand: true }),
  ],
  // Finland (kirjanpitoasetus, PMA): Tase and Tuloslaskelma.
  fi_bs: [
    H("VASTAAVAA"),
    H("PYSYVÄT VASTAAVAT"),
    R("Aineettomat hyödykkeet", "intangible_assets"),
    R("Aineelliset hyödykkeet", "net_fixed_assets"),
    R("Sijoitukset", "other_non_current_assets"),
    R("Pysyvät vastaavat yhteensä", "total_non_current_assets", { total: true }),
    H("VAIHTUVAT VASTAAVAT"),
    R("Vaihto-omaisuus", "inventory"),
    R("Myyntisaamiset", "trade_receivables"),
    R("Muut saamiset", "other_current_assets"),
    R("Rahat ja pankkisaamiset", "cash"),
    R("Vaihtuvat vastaavat yhteensä", "total_current_assets", { total: true }),
    R("VASTAAVAA YHTEENSÄ", "total_assets", { total: true, grand: true }),
    H("VASTATTAVAA"),
    R("Osakepääoma", "share_capital"),
    R("Edellisten tilikausien voitto (tappio)", "fr_res"),
    R("Tilikauden voitto (tappio)", "net_profit"),
    R("Oma pääoma yhteensä", "total_equity", { total: true }),
    R("Pakolliset varaukset", "other_non_current_liabilities"),
    R("Lainat rahoituslaitoksilta", "long_term_debt"),
    R("Ostovelat", "trade_payables"),
    R("Muut velat", "sv_okf"),
    R("Lyhytaikainen vieras pääoma yhteensä", "total_current_liabilities", { total: true }),
    R("VASTATTAVAA YHTEENSÄ", "total_liabilities_and_equity", { total: true, grand: true }),
  ],
  fi_is: [
    R("LIIKEVAIHTO", "revenue"),
    R("Materiaalit ja palvelut", "cost_of_goods_sold", { sign: -1 }),
    R("Henkilöstökulut", "fr_pers", { sign: -1 }),
    R("Poistot ja arvonalentumiset", "depreciation_amortization", { sign: -1 }),
    R("Liiketoiminnan muut kulut", "es_otros", { sign: -1 }),
    R("LIIKEVOITTO (-TAPPIO)", "operating_profit", { total: true }),
    R("Muut korko- ja rahoitustuotot", "other_income"),
    R("Korkokulut ja muut rahoituskulut", "interest_expense", { sign: -1 }),
    R("VOITTO (TAPPIO) ENNEN TILINPÄÄTÖSSIIRTOJA JA VEROJA", "profit_before_tax", { total: true }),
    R("Tuloverot", "income_tax", { sign: -1 }),
    R("TILIKAUDEN VOITTO (TAPPIO)", "net_profit", { total: true, grand: true }),
  ],
});

const titles = (bs, is, cf) => ({ balance_sheet: bs, income_statement: is, cashflow_statement: cf });
Object.assign(TITLES, {
  en_tz: titles("Statement of financial position", "Statement of profit or loss", "Statement of cash flows"),
  en_mt: titles("Statement of financial position", "Income statement", "Statement of cash flows"),
  en_ky: titles("Balance sheet", "Income statement"),
  en_bs: titles("Statement of Financial Position", "Statement of Comprehensive Income"),
  en_bn: titles("Statement of financial position", "Statement of profit or loss", "Statement of cash flows"),
  en_sc: titles("Statement of financial position", "Statement of profit or loss", "Statement of cash flows"),
  en_mw: titles("Statement of financial position", "Statement of profit or loss", "Statement of cash flows"),
  en_je: titles("Balance sheet", "Profit and loss account"),
  en_bz: titles("Balance Sheet", "Statement of Income"),
  en_rw: titles("Statement of financial position", "Statement of profit or loss", "Statement of cash flows"),
  de_li: titles("Bilanz", "Erfolgsrechnung"),
  sv_ab: titles("Balansräkning", "Resultaträkning"),
  da_aps: titles("Balance", "Resultatopgørelse"),
  fi_oy: titles("Tase", "Tuloslaskelma"),
});

/** A document of this batch: an unseen batch 4 document with the figures this batch's rows print. */
function unseen10Doc(spec) {
  const doc = unseen4Doc(spec);
  for (const y of doc.years) {
    const v = doc.figures[y];
    v.fr_res = v.retained_earnings - v.net_profit;
    v.fr_pers = Math.round(v.selling_general_administrative * 0.58);
    v.es_otros = v.selling_general_administrative - v.fr_pers + v.other_operating_expenses;
    v.sv_okf = v.total_current_liabilities - v.trade_payables;
  }
  return doc;
}

// ---------------------------------------------------------------------------------------------
// Page touches: a footer under every statement, the period line and year headers of the documents
// in Swedish, Danish and Finnish (the model writes English or German ones).

const MONTHS_OF = {
  sv: [
    "januari",
    "februari",
    "mars",
    "april",
    "maj",
    "juni",
    "juli",
    "augusti",
    "september",
    "oktober",
    "november",
    "december",
  ],
  da: [
    "januar",
    "februar",
    "marts",
    "april",
    "maj",
    "juni",
    "juli",
    "august",
    "september",
    "oktober",
    "november",
    "december",
  ],
  fi: [
    "tammikuuta",
    "helmikuuta",
    "maaliskuuta",
    "huhtikuuta",
    "toukokuuta",
    "kesäkuuta",
    "heinäkuuta",
    "elokuuta",
    "syyskuuta",
    "lokakuuta",
    "marraskuuta",
    "joulukuuta",
  ],
};
const UNIT_LINE = /^\(|^Belopp|^Beløb|^Euroa|^Tuhatta|^Alla belopp|^Alle beløb/;

function localPeriod(doc, g) {
  const [m, d] = doc.fye;
  const y = doc.years[0];
  const mon = MONTHS_OF[doc.lang][m - 1];
  const bs = g.title[1] === TITLES[doc.titles].balance_sheet;
  const y0 = m === 12 ? y : y - 1;
  if (doc.lang === "sv")
    return bs ? `per den ${d} ${mon} ${y}` : `för räkenskapsåret 1 ${MONTHS_OF.sv[m % 12]} ${y0} – ${d} ${mon} ${y}`;
  if (doc.lang === "da")
    return bs ? `pr. ${d}. ${mon} ${y}` : `for perioden 1. ${MONTHS_OF.da[m % 12]} ${y0} – ${d}. ${mon} ${y}`;
  return bs ? `${d}.${m}.${y}` : `1.${(m % 12) + 1}.${y0}–${d}.${m}.${y}`;
}

/** The grids of a document with this batch's touches. */
function pages(doc) {
  return documentPages(doc).map((g0) => {
    let g = g0;
    if (doc.footer && !g.footer) g = { ...g, footer: doc.footer };
    if (MONTHS_OF[doc.lang]) {
      const title = [...g.title];
      if (title[2] && !UNIT_LINE.test(title[2])) title[2] = localPeriod(doc, g);
      g = {
        ...g,
        title,
        columns: g.columns.map((c) => ({
          ...c,
          header: c.header.map((h) => (h === "Note" ? (doc.noteHeader ?? "Not") : h)),
        })),
      };
    }
    return g;
  });
}

const metrics = await runMetrics();
const runsFile = (doc, opts) => writeRunsFile(doc, pages(doc), opts, { metrics, workDir: WORK });
const header = (doc) => (doc.runningRight ? runningHeader : undefined);
const ascii = (s) =>
  s
    .replace(/[\u2013\u2014\u2212]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\x20-\x7e]/g, "?");
const requireM10 = createRequire("/tmp/m10/node_modules/");

// pstoedit's own PDF driver: PostScript written here, Times re-encoded to ISO Latin-1, right-aligned
// runs placed by PostScript (stringwidth), then `pstoedit -f pdf` (Ghostscript interprets, drvpdf writes).
const latin1 = (s) =>
  s
    .replace(/[\u2013\u2014\u2212]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\x20-\xff]/g, "?");
const psString = (s) =>
  `(${[...latin1(s)]
    .map((c) => {
      const n = c.charCodeAt(0);
      if (c === "(" || c === ")" || c === "\\") return `\\${c}`;
      return n > 126 ? `\\${n.toString(8).padStart(3, "0")}` : c;
    })
    .join("")})`;
function pstoedit(doc, out) {
  const file = runsFile(doc, { size: 9.5, margin: 54, font: "times", resolve: false, header: header(doc) });
  const ps = [
    "%!PS-Adobe-3.0",
    "%%Creator: unseen10 corpus maker",
    "/latin { findfont dup length dict begin { 1 index /FID ne { def } { pop pop } ifelse } forall",
    "  /Encoding ISOLatin1Encoding def currentdict end definefont pop } def",
    "/TR /Times-Roman latin /TB /Times-Bold latin",
    "/L { moveto show } def",
    "/RA { moveto dup stringwidth pop neg 0 rmoveto show } def",
    "%%EndProlog",
  ];
  const all = readRuns(file);
  // pstoedit's pdf driver gives every page the first page's media box: one page size per document.
  if (all.some((p) => p.width !== all[0].width || p.height !== all[0].height))
    throw new Error(`${doc.id}: pstoedit writes one page size per document`);
  for (const p of all) {
    ps.push(`<< /PageSize [${p.width} ${p.height}] >> setpagedevice`);
    for (const t of p.texts)
      ps.push(
        `/${t.bold ? "TB" : "TR"} findfont ${t.size} scalefont setfont ${psString(t.text)} ${t.x} ${(p.height - t.y).toFixed(2)} ${t.right ? "RA" : "L"}`,
      );
    ps.push("0.5 setlinewidth");
    for (const l of p.lines)
      ps.push(`newpath ${l.x1} ${p.height - l.y} moveto ${l.x2} ${p.height - l.y} lineto stroke`);
    ps.push("showpage");
  }
  const src = path.join(WORK, `${doc.id}.ps`);
  fs.writeFileSync(src, `${ps.join("\n")}\n`, "latin1");
  run("pstoedit", ["-q", "-f", "pdf", src, out], { stdio: ["ignore", "ignore", "ignore"] });
}

// @peculiar/pdf-doc: its own object model and writer; move(x, top): the top of the text line, so the
// baseline is placed by Helvetica's ascent as that library measures it (0.77 em above the baseline).
async function peculiar(doc, out) {
  const { PDFDocument } = requireM10("@peculiar/pdf-doc");
  const { DefaultFonts } = requireM10("@peculiar/pdf-font");
  const file = runsFile(doc, { size: 9, margin: 50, header: header(doc) });
  const d = await PDFDocument.create();
  const fonts = [d.addFont(DefaultFonts.Helvetica), d.addFont(DefaultFonts.HelveticaBold)];
  for (const p of readRuns(file)) {
    const page = d.pages.create({ width: p.width, height: p.height });
    for (const t of p.texts)
      page
        .text()
        .font(fonts[t.bold ? 1 : 0], t.size)
        .move(t.x, t.y - 0.77 * t.size)
        .show(ascii(t.text));
    for (const l of p.lines) page.graphics().lineWidth(0.5).line(l.x1, l.y, l.x2, l.y).stroke();
  }
  fs.writeFileSync(out, Buffer.from(await d.save()));
}

// Syncfusion ej2-pdf: drawString in a box whose top is the line's top (Helvetica ascent 0.931 em as
// Syncfusion lays a line out), drawLine with a 0.5 pt pen.
function syncfusion(doc, out) {
  const sf = requireM10("@syncfusion/ej2-pdf");
  const file = runsFile(doc, { size: 8.8, margin: 48, header: header(doc) });
  const d = new sf.PdfDocument();
  const fonts = new Map();
  const font = (bold, size) => {
    const k = `${bold}-${size}`;
    if (!fonts.has(k))
      fonts.set(
        k,
        new sf.PdfStandardFont(sf.PdfFontFamily.helvetica, size, bold ? sf.PdfFontStyle.bold : sf.PdfFontStyle.regular),
      );
    return fonts.get(k);
  };
  const black = new sf.PdfBrush({ r: 0, g: 0, b: 0 });
  const pen = new sf.PdfPen({ r: 0, g: 0, b: 0 }, 0.5);
  for (const p of readRuns(file)) {
    const settings = new sf.PdfPageSettings();
    settings.margins = new sf.PdfMargins(0);
    settings.size = { width: p.width, height: p.height };
    const page = d.addPage(settings);
    const g = page.graphics;
    for (const t of p.texts)
      g.drawString(
        latin1(t.text),
        font(t.bold, t.size),
        { x: t.x, y: t.y - 0.931 * t.size, width: p.width - t.x, height: t.size * 1.5 },
        black,
      );
    for (const l of p.lines) g.drawLine(pen, { x: l.x1, y: l.y }, { x: l.x2, y: l.y });
  }
  fs.writeFileSync(out, Buffer.from(d.save()));
  d.destroy();
}

const PRODUCERS = {
  pstoedit: {
    make: pstoedit,
    name: "pstoedit 3.78 (Debian pstoedit) own pdf driver (-f pdf) from PostScript written here, Times-Roman/Times-Bold in ISO Latin-1",
  },
  peculiar: {
    make: peculiar,
    name: "@peculiar/pdf-doc 1.17.2 (npm, Peculiar Ventures pdf-core writer) text().font().move().show(), base-14 Helvetica in StandardEncoding",
  },
  syncfusion: {
    make: syncfusion,
    name: "Syncfusion @syncfusion/ej2-pdf 34.1.33 (npm) PdfDocument, graphics.drawString, drawLine, base-14 Helvetica in WinAnsiEncoding",
  },
};
const SCAN_WRITERS = {
  img2pdf: "img2pdf 0.4.4 (Debian img2pdf, internal engine)",
  tiff2pdf: "libtiff 4.5.0 tiff2pdf (Debian libtiff-tools)",
};

// ---------------------------------------------------------------------------------------------
// The batch

const UNCLAIMED = "unclaimed language";
const SGA2 = "the two expense lines expected as their sum under SG&A";
const DOCS = [
  {
    id: "peculiar-tz-notes",
    producer: "peculiar",
    company: "Arusha Coffee Curing Company Limited",
    currency: "TZS",
    scale: 1000,
    scalePhrase: "(All amounts are in thousands of Tanzanian Shillings)",
    years: [2025, 2024],
    fye: [6, 30],
    header: "uk-date",
    notes: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "tz_bs", income_statement: "tz_is", cashflow_statement: "ifrs_cf" },
    titles: "en_tz",
    seed: 2201,
    size: 48000000,
    runningRight: "Financial statements for the year ended 30 June 2025",
    features: [
      'Tanzanian (IFRS) wording: "Current income tax recoverable", "Deferred income tax liability", "Cash and bank balances"',
      `selling and distribution and administrative expenses: ${SGA2}`,
      "thousands of Tanzanian shillings; fiscal year ending June; running header and page footer",
    ],
  },
  {
    id: "peculiar-mt-three-years",
    producer: "peculiar",
    company: "Marsaxlokk Aquaculture Limited",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Amounts expressed in euro",
    years: [2025, 2024, 2023],
    header: "year",
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "mt_bs", income_statement: "mt_is" },
    titles: "en_mt",
    seed: 2202,
    size: 7400000,
    features: [
      'Maltese (Companies Act, Cap. 386) wording: "Called up issued share capital", "Cash at bank and in hand", "Investment property"',
      `selling and administrative expenses: ${SGA2}; three years; the income statement first`,
    ],
  },
  {
    id: "peculiar-ky-management",
    producer: "peculiar",
    layout: "management",
    company: "Seven Mile Dive Operations Ltd.",
    currency: "USD",
    scale: 1,
    scalePhrase: "US dollars",
    years: [2025, 2024],
    fye: [9, 30],
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "ky_bs", income_statement: "ky_is" },
    titles: "en_ky",
    seed: 2203,
    size: 2900000,
    features: [
      "management accounts of a Cayman Islands company: actual, budget, variance and prior year (budget and variance not expected), then the balance sheet",
      "general and administrative expected as SG&A; salaries and benefits are staff costs, under no key (revised by reader31 to docs/chart-of-accounts.md: staff costs are never SG&A); fiscal year ending September",
    ],
  },
  {
    id: "peculiar-bs-side-by-side",
    producer: "peculiar",
    layout: "side-by-side",
    company: "Exuma Marine Supplies Limited",
    currency: "BSD",
    scale: 1,
    scalePhrase: "Expressed in Bahamian dollars",
    years: [2025, 2024],
    header: "year",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "bs_bs", income_statement: "bs_is" },
    titles: "en_bs",
    seed: 2204,
    size: 12000000,
    features: [
      "two statements on one landscape page side by side",
      'Bahamian wording: "Business licence fees" in place of income tax, "Net income and comprehensive income", "Investment in government registered stock"',
      `selling and general and administrative expenses: ${SGA2}`,
    ],
  },
  {
    id: "peculiar-bz-three-years",
    producer: "peculiar",
    company: "Orange Walk Sugar Traders Limited",
    currency: "BZD",
    scale: 1,
    scalePhrase: "(Expressed in Belize dollars)",
    years: [2025, 2024, 2023],
    fye: [3, 31],
    header: "year",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "bz_bs", income_statement: "bz_is" },
    titles: "en_bz",
    seed: 2205,
    size: 16000000,
    loss: [2023],
    features: [
      'Belizean wording: "Business tax", "General sales tax receivable", "Income from operations"',
      `selling and general and administrative expenses: ${SGA2}; three years, fiscal year ending March`,
    ],
  },
  {
    id: "syncfusion-bn-notes",
    producer: "syncfusion",
    company: "Syarikat Tutong Agro Sendirian Berhad",
    currency: "BND",
    scale: 1,
    scalePhrase: "(In Brunei dollars)",
    years: [2025, 2024],
    header: "uk-date",
    notes: true,
    notesPages: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "bn_bs", income_statement: "bn_is", cashflow_statement: "ifrs_cf" },
    titles: "en_bn",
    seed: 2206,
    size: 6800000,
    runningRight: "Financial statements 31 December 2025",
    footer: "The accompanying notes form an integral part of these financial statements.",
    features: [
      "long report: statements, then notes pages (not expected); running header, page footer and a footer line under every statement",
      `Bruneian (IFRS) wording: "Results from operating activities", "Amount due to a director"; ${SGA2}`,
    ],
  },
  {
    id: "syncfusion-sc-rupees",
    producer: "syncfusion",
    company: "Praslin Island Resorts (Seychelles) Limited",
    currency: "SCR",
    scale: 1000,
    scalePhrase: "",
    unitHeader: "SR'000",
    years: [2025, 2024],
    header: "year-unit",
    notes: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "sc_bs", income_statement: "sc_is", cashflow_statement: "ifrs_cf" },
    titles: "en_sc",
    seed: 2207,
    size: 210000,
    features: [
      `Seychellois wording: "Business tax expense", "Retirement benefit obligations"; ${SGA2}`,
      "scale only as SR'000 under each year",
    ],
  },
  {
    id: "syncfusion-mw-quarters",
    producer: "syncfusion",
    layout: "quarters",
    company: "Thyolo Highlands Tea Estates Limited",
    currency: "MWK",
    scale: 1000000,
    scalePhrase: "(Kwacha millions)",
    years: [2025, 2024],
    fye: [6, 30],
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "mw_bs", income_statement: "mw_is" },
    titles: "en_mw",
    seed: 2208,
    size: 64000,
    features: [
      "quarterly management pack: the year's income statement in four quarters, year to date and prior year to date (landscape), then the balance sheet",
      `Malawian wording; ${SGA2}; kwacha millions; fiscal year ending June`,
    ],
  },
  {
    id: "syncfusion-li-ag",
    producer: "syncfusion",
    company: "Rheintal Präzisionsteile AG",
    currency: "CHF",
    scale: 1,
    scalePhrase: "Beträge in CHF",
    years: [2025, 2024],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    rows: { balance_sheet: "li_bs", income_statement: "li_is" },
    titles: "de_li",
    seed: 2209,
    size: 8600000,
    features: [
      "Liechtenstein AG (PGR Art. 1092 ff.), in German, Swiss francs: Aktienkapital, Gesetzliche und übrige Reserven, Erfolgsrechnung to the Jahresgewinn",
    ],
  },
  {
    id: "syncfusion-de-eg",
    producer: "syncfusion",
    company: "Raiffeisen-Warengenossenschaft Altmühltal eG",
    currency: "EUR",
    scale: 1000,
    scalePhrase: "(in TEUR)",
    years: [2025, 2024],
    fye: [6, 30],
    header: "de-date",
    statements: BS_IS_CF,
    ...HGB,
    rows: { balance_sheet: "eg_bs", income_statement: "hgb_is", cashflow_statement: "hgb_cf" },
    titles: "de",
    seed: 2210,
    size: 74000,
    runningRight: "Jahresabschluss zum 30. Juni 2025",
    features: [
      "registered cooperative (eG): Geschäftsguthaben der Mitglieder and Ergebnisrücklagen; Bilanz, GuV and Kapitalflussrechnung",
      "thousands of euros; fiscal year ending June; running header and page footer",
    ],
  },
  {
    id: "syncfusion-sv-ab",
    producer: "syncfusion",
    unclaimed: true,
    company: "Norrlands Sågverk AB",
    currency: "SEK",
    scale: 1000,
    scalePhrase: "(Belopp i tkr)",
    lang: "sv",
    conv: "space",
    neg: "minus",
    years: [2025, 2024],
    header: "year",
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "sv_bs", income_statement: "sv_is" },
    titles: "sv_ab",
    seed: 2211,
    size: 310000,
    features: [
      UNCLAIMED,
      "Swedish AB (årsredovisningslagen): Resultaträkning then Balansräkning, tkr, spaces as thousands separators",
    ],
  },
  {
    id: "pstoedit-de-kg-kontoform",
    producer: "pstoedit",
    layout: "kontoform",
    company: "Holzbau Emsland GmbH & Co. KG",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Angaben in EUR",
    years: [2025, 2024],
    header: "de-date",
    statements: ["balance_sheet"],
    ...HGB,
    rows: { balance_sheet: "kg_bs", income_statement: "hgb_is" },
    titles: "de",
    seed: 2212,
    size: 5400000,
    features: [
      "GmbH & Co. KG (§ 264c HGB): Kapitalanteile der Kommanditisten; the Bilanz alone, in Kontoform (Aktiva and Passiva side by side on a landscape page)",
    ],
  },
  {
    id: "pstoedit-de-ggmbh",
    producer: "pstoedit",
    company: "Lebenshilfe Werkstätten Oberlausitz gGmbH",
    currency: "EUR",
    scale: 1,
    scalePhrase: "Beträge in Euro",
    decimals: 2,
    years: [2025, 2024],
    header: "de-date",
    statements: ["balance_sheet", "income_statement"],
    ...HGB,
    rows: { balance_sheet: "gg_de_bs", income_statement: "gg_de_is" },
    titles: "de",
    seed: 2213,
    size: 3100000,
    features: [
      "non-profit GmbH (gGmbH): Zweckgebundene Rücklagen, Umsatzerlöse aus Leistungsentgelten; euros and cents",
    ],
  },
  {
    id: "pstoedit-je-management",
    producer: "pstoedit",
    layout: "management",
    company: "St Helier Marine Engineering Limited",
    currency: "GBP",
    scale: 1,
    scalePhrase: "Amounts in pounds sterling",
    years: [2025, 2024],
    fye: [3, 31],
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "je_bs", income_statement: "je_is" },
    titles: "en_je",
    seed: 2214,
    size: 4300000,
    features: [
      "management accounts of a Jersey company: actual, budget, variance and prior year (budget and variance not expected), then the balance sheet",
      `Jersey (UK GAAP style) wording: "Turnover", "Trade debtors", "Shareholders' funds", "Jersey income tax"; establishment and general expenses expected as SG&A; wages and salaries are staff costs, under no key (revised by reader33 to docs/chart-of-accounts.md: staff costs are never SG&A)`,
      "fiscal year ending March",
    ],
  },
  {
    id: "pstoedit-rw-notes",
    producer: "pstoedit",
    company: "Musanze Potato Processors Ltd",
    currency: "RWF",
    scale: 1000,
    scalePhrase: "(Amounts in Rwf '000)",
    years: [2025, 2024],
    header: "uk-date",
    notes: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "rw_bs", income_statement: "rw_is", cashflow_statement: "ifrs_cf" },
    titles: "en_rw",
    seed: 2215,
    size: 5200000,
    features: [
      `Rwandan (IFRS) wording: "Corporate income tax recoverable", "Lease liabilities"; ${SGA2}; thousands of francs`,
    ],
  },
  {
    id: "pstoedit-tz-small",
    producer: "pstoedit",
    company: "Moshi Hardware and Building Supplies Limited",
    currency: "TZS",
    scale: 1,
    scalePhrase: "Tanzanian Shillings",
    years: [2025, 2024],
    header: "year",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "tz_bs", income_statement: "tz_is" },
    titles: "en_tz",
    seed: 2216,
    size: 940000000,
    features: [`a small Tanzanian company in shillings (no scale); ${SGA2}`],
  },
  {
    id: "pstoedit-da-aps",
    producer: "pstoedit",
    unclaimed: true,
    company: "Vestjysk Møbelsnedkeri ApS",
    currency: "DKK",
    scale: 1,
    scalePhrase: "(Beløb i kr.)",
    lang: "da",
    conv: "de",
    neg: "minus",
    years: [2025, 2024],
    header: "year",
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "da_bs", income_statement: "da_is" },
    titles: "da_aps",
    seed: 2217,
    size: 6100000,
    features: [
      UNCLAIMED,
      "Danish ApS (årsregnskabsloven, klasse B): Resultatopgørelse then Balance, dots as thousands separators",
    ],
  },
  {
    id: "pstoedit-fi-oy",
    producer: "pstoedit",
    unclaimed: true,
    company: "Pohjanmaan Konepaja Oy",
    currency: "EUR",
    scale: 1,
    scalePhrase: "(Euroa)",
    lang: "fi",
    conv: "space",
    neg: "minus",
    years: [2025, 2024],
    fye: [4, 30],
    header: "year",
    statements: ["income_statement", "balance_sheet"],
    rows: { balance_sheet: "fi_bs", income_statement: "fi_is" },
    titles: "fi_oy",
    seed: 2218,
    size: 4700000,
    features: [
      UNCLAIMED,
      "Finnish Oy (kirjanpitoasetus): Tuloslaskelma then Tase, spaces as thousands separators, fiscal year ending April",
    ],
  },
  {
    id: "syncfusion-mt-cash-flows",
    producer: "syncfusion",
    company: "Gozo Ferry Provisions Limited",
    currency: "EUR",
    scale: 1,
    scalePhrase: "",
    unitHeader: "€",
    years: [2025, 2024],
    header: "year-unit",
    notes: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "mt_bs", income_statement: "mt_is", cashflow_statement: "ifrs_cf" },
    titles: "en_mt",
    seed: 2219,
    size: 3800000,
    features: [`Maltese company with a statement of cash flows; ${SGA2}; scale only as "€" under each year`],
  },
  {
    id: "pstoedit-bn-cash-flows",
    producer: "pstoedit",
    company: "Muara Port Logistics Sdn Bhd",
    currency: "BND",
    scale: 1,
    scalePhrase: "",
    unitHeader: "B$",
    years: [2025, 2024],
    fye: [3, 31],
    header: "year-unit",
    notes: true,
    statements: BS_IS_CF,
    rows: { balance_sheet: "bn_bs", income_statement: "bn_is", cashflow_statement: "ifrs_cf" },
    titles: "en_bn",
    seed: 2220,
    size: 11500000,
    features: [
      `Bruneian company with a statement of cash flows; ${SGA2}; scale only as "B$" under each year; fiscal year ending March`,
    ],
  },
  {
    id: "peculiar-rw-income",
    producer: "peculiar",
    company: "Kigali Print and Packaging Ltd",
    currency: "RWF",
    scale: 1,
    scalePhrase: "Amounts in Rwandan francs",
    years: [2025, 2024],
    header: "uk-date",
    statements: ["income_statement"],
    rows: { income_statement: "rw_is" },
    titles: "en_rw",
    seed: 2221,
    size: 1800000000,
    loss: [2024],
    features: [`an income statement alone (no balance sheet); ${SGA2}; francs without scale, a loss in 2024`],
  },
  {
    id: "syncfusion-bs-three-years",
    producer: "syncfusion",
    company: "Grand Bahama Cold Storage Ltd.",
    currency: "BSD",
    scale: 1000,
    scalePhrase: "(Expressed in thousands of Bahamian dollars)",
    years: [2025, 2024, 2023],
    fye: [6, 30],
    header: "year",
    statements: ["balance_sheet", "income_statement"],
    rows: { balance_sheet: "bs_bs", income_statement: "bs_is" },
    titles: "en_bs",
    seed: 2222,
    size: 420000,
    features: [`Bahamian wording, three years, thousands; ${SGA2}; fiscal year ending June`],
  },
];

// Scans (150-200 dpi): [id, source id, options, the writer of the image-only PDF]
const SCANS = [
  [
    "scan-pstoedit-de-kg-kontoform",
    "pstoedit-de-kg-kontoform",
    { dpi: 170, angle: 0.5, noise: 0.05, seed: 2251 },
    "tiff2pdf",
  ],
  ["scan-peculiar-tz-notes", "peculiar-tz-notes", { dpi: 150, angle: -0.6, noise: 0.06, seed: 2252 }, "img2pdf"],
  [
    "scan-pstoedit-je-management",
    "pstoedit-je-management",
    { dpi: 200, angle: 0.4, noise: 0.05, seed: 2253 },
    "img2pdf",
  ],
  ["scan-syncfusion-sc-rupees", "syncfusion-sc-rupees", { dpi: 160, angle: -0.5, noise: 0.07, seed: 2254 }, "tiff2pdf"],
];
const WRITER_OF = Object.fromEntries(SCANS.map(([, source, , writer]) => [source, writer]));

const PRODUCER_FEATURES = {
  peculiar: ["StandardEncoding base-14 fonts: ASCII text only"],
  pstoedit: [
    "Times-Roman and Times-Bold (not Helvetica)",
    "PostScript ISOLatin1Encoding puts /minus at the hyphen's code: every hyphen and minus sign reads as U+2212 (−) in the text layer",
  ],
};

const expectedJson = (doc, id, kind) => {
  const model = FEATURES(doc).map((f) => (f === "German HGB" && !doc.hgb ? "German language" : f));
  const json = fixtureJson(doc, id, kind, PRODUCERS[doc.producer].name, {
    producer_id: kind === "scan" ? WRITER_OF[doc.scanOf] : doc.producer,
    scale_phrase: doc.scalePhrase || (doc.unitHeader ? `${doc.unitHeader} (column header only)` : ""),
    batch: "unseen10",
    features: [
      ...new Set([
        ...(doc.features ?? []),
        ...(kind === "scan" ? [`image-only PDF written by ${SCAN_WRITERS[WRITER_OF[doc.scanOf]]}`] : []),
        ...(PRODUCER_FEATURES[doc.producer] ?? []),
        ...model,
      ]),
    ],
  });
  if (kind === "scan")
    json.producer = json.producer
      .replace(" of ", `, written by ${SCAN_WRITERS[WRITER_OF[doc.scanOf]]}) of `)
      .replace("JPEG), written", "JPEG, written");
  return { ...json, documents: doc.unclaimed ? [] : expected4(doc) };
};

// The scans' pages, as the model's scan() made them, written again by img2pdf (at the scan's
// resolution) or tiff2pdf (multi-page TIFF with the scan's resolution set by tiffset).
function rewrite(id, opts, writer) {
  const pdf = path.join(OUT, `${id}.pdf`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${id}-`));
  if (writer === "img2pdf") {
    run("pdfimages", ["-j", pdf, path.join(dir, "p")]);
    const jpgs = fs
      .readdirSync(dir)
      .sort()
      .map((f) => path.join(dir, f));
    run("img2pdf", ["--engine", "internal", "--imgsize", `${opts.dpi}dpi`, "-o", pdf, ...jpgs]);
  } else {
    run("pdfimages", ["-tiff", pdf, path.join(dir, "p")]);
    const tifs = fs
      .readdirSync(dir)
      .sort()
      .map((f) => path.join(dir, f));
    // pdfimages writes 72 dpi; the scan's resolution makes tiff2pdf's page the source page's size.
    for (const t of tifs)
      for (const [tag, value] of [
        ["282", opts.dpi],
        ["283", opts.dpi],
        ["296", 2],
      ])
        run("tiffset", ["-s", tag, String(value), t]);
    const all = path.join(dir, "all.tif");
    // Lossless in the TIFF, JPEG by tiff2pdf: one JPEG per page. (A JPEG-compressed TIFF of several
    // strips, tiffcp -c jpeg, made tiff2pdf -j join the strips' streams into one "JPEG" with a
    // second start-of-image marker, which neither pdf.js nor poppler draws: blank white pages.)
    run("tiffcp", ["-c", "lzw", ...tifs, all]);
    run("tiff2pdf", ["-j", "-q", "75", "-o", pdf, all]);
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

// --check: the committed files against their JSONs (checkBatch, scripts/extraction-corpus-model.mjs).
if (process.argv.includes("--check")) checkBatch(OUT, DOCS, WORK);

await buildBatch(
  DOCS,
  SCANS.map(([id, source, opts]) => [id, source, opts]),
  {
    out: OUT,
    work: WORK,
    prepare: unseen10Doc,
    make: (doc, out) => PRODUCERS[doc.producer].make(doc, out),
    expectedJson,
  },
);
const only = process.argv.slice(2);
for (const [id, , opts, writer] of SCANS) if (only.length === 0 || only.includes(id)) rewrite(id, opts, writer);
