import { describe, expect, it } from "vitest";
import { buildStatementPdf } from "../statements/pdf-writer";
import { extractStatements, parseStatements } from "./extract";
import { unclaimedLanguage } from "./language";
import { parseAmount } from "./numbers";
import type { TextCell } from "./pdf-text";
import { headingType, matchLabel, sectionOf } from "./synonyms";
import { amounts, at, page, right, row } from "./synthetic-lines.fixture";

/**
 * reader13 (issue 22): rules as families — statements in languages the reader does not claim
 * (French, Spanish, Italian, Dutch, Portuguese) are not read; IFRS in German (the taxonomy's German
 * labels); and the seen gaps of batch 7. Synthetic labels and lines only, never corpus files.
 */

/** A row of a label and two year columns. */

describe("languages the reader does not claim", () => {
  it.each([
    [
      "fr",
      [
        "Bilan",
        "TOTAL ACTIF",
        "Capitaux propres",
        "Chiffre d'affaires",
        "Résultat net de l'exercice",
        "Dettes fournisseurs et comptes rattachés",
      ],
    ],
    [
      "es",
      [
        "Balance de situación",
        "Total activo",
        "Patrimonio neto",
        "Importe neto de la cifra de negocios",
        "Resultado del ejercicio",
        "Deudas a corto plazo",
      ],
    ],
    [
      "it",
      [
        "Stato patrimoniale",
        "Totale attivo",
        "Conto economico",
        "Ricavi delle vendite e delle prestazioni",
        "Utile (perdita) dell'esercizio",
        "Debiti verso fornitori",
      ],
    ],
    [
      "nl",
      [
        "Balans",
        "Totaal activa",
        "Eigen vermogen",
        "Netto-omzet",
        "Resultaat na belastingen",
        "Kortlopende schulden",
        "Vlottende activa",
      ],
    ],
    [
      "pt",
      [
        "Balanço patrimonial",
        "Total do ativo",
        "Patrimônio líquido",
        "Receita líquida",
        "Lucro líquido do exercício",
        "Contas a receber de clientes",
      ],
    ],
  ] as const)("tells %s wording from English and German", (lang, labels) => {
    expect(unclaimedLanguage(labels)).toBe(lang);
  });

  it("leaves English, German and bilingual wording alone", () => {
    expect(
      unclaimedLanguage(["Total assets", "Trade and other receivables", "Revenue", "Profit for the year", "Cash"]),
    ).toBeUndefined();
    expect(
      unclaimedLanguage([
        "Umsatzerlöse",
        "Summe Aktiva",
        "Verbindlichkeiten aus Lieferungen und Leistungen",
        "Eigenkapital",
      ]),
    ).toBeUndefined();
    // Canadian, Belgian and Swiss statements print both languages on one line.
    expect(
      unclaimedLanguage([
        "Total assets / Total de l'actif",
        "Trade receivables / Créances clients",
        "Retained earnings / Bénéfices non répartis",
        "Revenue / Chiffre d'affaires",
        "Net income for the year / Résultat net de l'exercice",
      ]),
    ).toBeUndefined();
    // Too few words to say.
    expect(unclaimedLanguage(["Total", "EBITDA", "Cash"])).toBeUndefined();
  });

  /** A French statement whose totals add up, under English headings, with "Total", "EBITDA", "Cash". */
  const french = page([
    [at("BALANCE SHEET AS AT 31 DECEMBER 2025", 30)],
    [right("2025", 400), right("2024", 480)],
    row("Goodwill", "20 000", "20 000"),
    row("Immobilisations corporelles", "480 000", "380 000"),
    row("Stocks", "100 000", "90 000"),
    row("Créances clients", "70 000", "60 000"),
    row("Cash", "50 000", "40 000"),
    row("TOTAL ACTIF", "720 000", "590 000"),
    row("Capital social", "300 000", "300 000"),
    row("Réserves", "20 000", "20 000"),
    row("Résultat de l'exercice", "50 000", "30 000"),
    row("Total capitaux propres", "370 000", "350 000"),
    row("Emprunts et dettes financières", "200 000", "150 000"),
    row("Dettes fournisseurs", "150 000", "90 000"),
    row("Total dettes", "350 000", "240 000"),
    row("TOTAL PASSIF", "720 000", "590 000"),
    [at("INCOME STATEMENT", 30)],
    [right("2025", 400), right("2024", 480)],
    row("Chiffre d'affaires", "900 000", "800 000"),
    row("Achats consommés", "(500 000)", "(450 000)"),
    row("Charges de personnel", "(200 000)", "(190 000)"),
    row("EBITDA", "200 000", "160 000"),
    row("Dotations aux amortissements", "(100 000)", "(90 000)"),
    row("Résultat d'exploitation", "100 000", "70 000"),
    row("Charges financières", "(30 000)", "(25 000)"),
    row("Impôts sur les bénéfices", "(20 000)", "(15 000)"),
    row("Résultat net", "50 000", "30 000"),
  ]);

  it("reads nothing from a French statement whose totals add up, and says why", () => {
    const { statements, problems } = parseStatements(french);
    expect(statements).toEqual([]);
    expect(problems).toContain("the balance sheet on page 1 is in French, a language the reader does not read");
    expect(problems).toContain("the income statement on page 1 is in French, a language the reader does not read");
  });

  /** One balance sheet's amounts (they add up), printed under each language's labels below. */
  const balanceSheetAmounts: Array<[string, string]> = [
    ["400 000", "380 000"],
    ["100 000", "90 000"],
    ["80 000", "70 000"],
    ["20 000", "10 000"],
    ["600 000", "550 000"],
    ["300 000", "280 000"],
    ["200 000", "190 000"],
    ["100 000", "80 000"],
    ["600 000", "550 000"],
  ];
  it.each([
    [
      "Spanish",
      [
        "Inmovilizado material",
        "Existencias",
        "Deudores comerciales y otras cuentas a cobrar",
        "Efectivo y otros activos líquidos equivalentes",
        "Total activo",
        "Patrimonio neto",
        "Deudas con entidades de crédito",
        "Acreedores comerciales",
        "Total patrimonio neto y pasivo",
      ],
    ],
    [
      "Italian",
      [
        "Immobilizzazioni materiali",
        "Rimanenze",
        "Crediti verso clienti",
        "Disponibilità liquide",
        "Totale attivo",
        "Patrimonio netto",
        "Debiti verso banche",
        "Debiti verso fornitori",
        "Totale passivo",
      ],
    ],
    [
      "Dutch",
      [
        "Materiële vaste activa",
        "Voorraden",
        "Vorderingen op handelsdebiteuren",
        "Liquide middelen",
        "Totaal activa",
        "Eigen vermogen",
        "Langlopende schulden",
        "Kortlopende schulden",
        "Totaal passiva",
      ],
    ],
    [
      "Portuguese",
      [
        "Imobilizado",
        "Estoques",
        "Contas a receber de clientes",
        "Caixa e equivalentes de caixa",
        "Total do ativo",
        "Patrimônio líquido",
        "Empréstimos e financiamentos",
        "Fornecedores",
        "Total do passivo e patrimônio líquido",
      ],
    ],
  ])("reads nothing from a %s balance sheet under an English heading", (language, labels) => {
    const rows = labels.map((label, i) => row(label, ...(balanceSheetAmounts[i] ?? ["", ""])));
    const { statements, problems } = parseStatements(
      page([[at("Balance sheet as at 31 December 2025", 30)], [right("2025", 400), right("2024", 480)], ...rows]),
    );
    expect(statements).toEqual([]);
    expect(problems.join("; ")).toContain(`in ${language}, a language the reader does not read`);
  });

  it("still reads a bilingual statement whose French lines carry an English translation below", () => {
    const pairs: Array<[string, string, string, string]> = [
      ["Trésorerie", "Cash and cash equivalents", "50,000", "40,000"],
      ["Créances clients", "Trade receivables", "70,000", "60,000"],
      ["Stocks", "Inventories", "30,000", "20,000"],
      ["Total de l'actif à court terme", "Total current assets", "150,000", "120,000"],
      ["Immobilisations corporelles", "Property, plant and equipment", "450,000", "360,000"],
      ["Total de l'actif", "Total assets", "600,000", "480,000"],
      ["Dettes fournisseurs", "Trade payables", "150,000", "90,000"],
      ["Capital social", "Share capital", "300,000", "300,000"],
      ["Bénéfices non répartis", "Retained earnings", "150,000", "90,000"],
      ["Total des capitaux propres", "Total equity", "450,000", "390,000"],
      ["Total du passif et des capitaux propres", "Total liabilities and equity", "600,000", "480,000"],
    ];
    const { statements } = parseStatements(
      page([
        [at("BILAN / BALANCE SHEET", 30)],
        [at("Au 31 décembre 2025 / As at 31 December 2025", 30)],
        [right("2025", 400), right("2024", 480)],
        ...pairs.flatMap(([fr, en, a, b]) => [row(fr, a, b), [at(en, 30)]]),
      ]),
    );
    const current = statements.find((s) => s.period === "2025-12-31");
    expect(amounts(current)).toMatchObject({ cash: 50000, total_assets: 600000, total_equity: 450000 });
  });

  it("says the statements are in French when a French PDF gives nothing", async () => {
    const figures = (a: number, b: number) => [a, b];
    const pdf = await buildStatementPdf({
      companyName: "Société Exemple SAS",
      statements: [
        {
          documentType: "balance_sheet",
          title: "Bilan au 31 décembre 2025",
          periodLine: "Exercice clos le 31 décembre 2025 (en euros)",
          columns: [{ date: "2025-12-31" }, { date: "2024-12-31" }],
          rows: [
            { kind: "section", label: "ACTIF" },
            { label: "Immobilisations corporelles", values: figures(480000, 380000) },
            { label: "Stocks et en-cours", values: figures(100000, 90000) },
            { label: "Créances clients et comptes rattachés", values: figures(70000, 60000) },
            { label: "Disponibilités", values: figures(50000, 40000) },
            { label: "TOTAL ACTIF", values: figures(700000, 570000), bold: true },
            { kind: "section", label: "PASSIF" },
            { label: "Capital social", values: figures(300000, 300000) },
            { label: "Résultat de l'exercice", values: figures(50000, 30000) },
            { label: "Total capitaux propres", values: figures(350000, 330000) },
            { label: "Emprunts et dettes auprès des établissements de crédit", values: figures(200000, 150000) },
            { label: "Dettes fournisseurs et comptes rattachés", values: figures(150000, 90000) },
            { label: "TOTAL PASSIF", values: figures(700000, 570000), bold: true },
          ],
        },
      ],
    });
    const outcome = await extractStatements(pdf);
    expect(outcome.kind).toBe("none");
    expect(outcome.kind === "none" ? outcome.reason : "").toMatch(
      /^The statements are in French, a language the reader does not read/,
    );
  });
});

describe("IFRS in German (the taxonomy's German labels)", () => {
  it.each([
    ["Konzernbilanz zum 31. Dezember 2025", "balance_sheet"],
    ["Konzernbilanz (IFRS)", "balance_sheet"],
    ["Konzern-Gesamtergebnisrechnung", "income_statement"],
    ["Gesamtergebnisrechnung für das Geschäftsjahr 2025", "income_statement"],
    ["Konzern-Gewinn- und Verlustrechnung", "income_statement"],
    ["Konzern-Kapitalflussrechnung", "cashflow_statement"],
  ] as const)("reads the heading '%s' as %s", (line, type) => {
    expect(headingType(line)).toBe(type);
  });

  it("opens the current / non-current sections", () => {
    expect(sectionOf("Langfristige Vermögenswerte")).toBe("non_current_assets");
    expect(sectionOf("Kurzfristige Vermögenswerte")).toBe("current_assets");
    expect(sectionOf("B. Langfristige Schulden")).toBe("non_current_liabilities");
    expect(sectionOf("Kurzfristige Schulden")).toBe("current_liabilities");
  });

  it("reads Finanzverbindlichkeiten by the section they stand in, and leases, taxes and provisions as the English catch-all does", () => {
    expect(matchLabel("balance_sheet", "Finanzverbindlichkeiten", "non_current_liabilities")?.key).toBe(
      "long_term_debt",
    );
    expect(matchLabel("balance_sheet", "Finanzverbindlichkeiten", "current_liabilities")?.key).toBe("short_term_debt");
    for (const [label, section, key] of [
      ["Leasingverbindlichkeiten", "current_liabilities", "other_current_liabilities"],
      ["Leasingverbindlichkeiten", "non_current_liabilities", "other_non_current_liabilities"],
      ["Nutzungsrechte", "non_current_assets", "other_non_current_assets"],
      ["Latente Steueransprüche", "non_current_assets", "other_non_current_assets"],
      ["Latente Steuerschulden", "non_current_liabilities", "other_non_current_liabilities"],
      ["Pensionsrückstellungen", "non_current_liabilities", "other_non_current_liabilities"],
      ["Sonstige Rückstellungen", "current_liabilities", "other_current_liabilities"],
      ["Ertragsteuerverbindlichkeiten", "current_liabilities", "other_current_liabilities"],
    ] as const) {
      expect(matchLabel("balance_sheet", label, section), label).toMatchObject({ key, sum: true });
    }
    // Bound to the IAS 1 sections: an HGB balance sheet (no such sections) does not read them.
    expect(matchLabel("balance_sheet", "Leasingverbindlichkeiten", undefined)).toBeUndefined();
    expect(matchLabel("balance_sheet", "Kapitalrücklage", "equity")).toBeUndefined();
  });

  const bilanzRows = (summe: boolean): TextCell[][] => [
    [at("Muster Holding AG", 30)],
    [at("Konzernbilanz zum 31. Dezember 2025", 30)],
    [at("in TEUR", 30), right("31.12.2025", 400), right("31.12.2024", 480)],
    [at("Aktiva", 30)],
    [at("Langfristige Vermögenswerte", 30)],
    row("Geschäfts- oder Firmenwert", "40.000", "40.000"),
    row("Immaterielle Vermögenswerte", "20.000", "22.000"),
    row("Sachanlagen", "300.000", "280.000"),
    row("Nutzungsrechte", "30.000", "25.000"),
    row("Latente Steueransprüche", "10.000", "8.000"),
    ...(summe ? [row("Summe langfristige Vermögenswerte", "400.000", "375.000")] : []),
    [at("Kurzfristige Vermögenswerte", 30)],
    row("Vorräte", "120.000", "110.000"),
    row("Forderungen aus Lieferungen und Leistungen", "90.000", "85.000"),
    row("Sonstige kurzfristige Vermögenswerte", "15.000", "10.000"),
    row("Zahlungsmittel und Zahlungsmitteläquivalente", "75.000", "60.000"),
    ...(summe ? [row("Summe kurzfristige Vermögenswerte", "300.000", "265.000")] : []),
    row("Summe Vermögenswerte", "700.000", "640.000"),
    [at("Passiva", 30)],
    [at("Eigenkapital", 30)],
    row("Gezeichnetes Kapital", "50.000", "50.000"),
    row("Kapitalrücklage", "100.000", "100.000"),
    row("Gewinnrücklagen", "150.000", "120.000"),
    ...(summe ? [row("Summe Eigenkapital", "300.000", "270.000")] : []),
    [at("Langfristige Schulden", 30)],
    row("Finanzverbindlichkeiten", "150.000", "160.000"),
    row("Leasingverbindlichkeiten", "25.000", "20.000"),
    row("Pensionsrückstellungen", "25.000", "20.000"),
    ...(summe ? [row("Summe langfristige Schulden", "200.000", "200.000")] : []),
    [at("Kurzfristige Schulden", 30)],
    row("Finanzverbindlichkeiten", "60.000", "50.000"),
    row("Leasingverbindlichkeiten", "5.000", "5.000"),
    row("Verbindlichkeiten aus Lieferungen und Leistungen", "100.000", "90.000"),
    row("Sonstige kurzfristige Verbindlichkeiten", "35.000", "25.000"),
    ...(summe ? [row("Summe kurzfristige Schulden", "200.000", "170.000")] : []),
    row("Summe Eigenkapital und Schulden", "700.000", "640.000"),
  ];

  it("reads a Konzernbilanz with printed section totals ('Summe …')", () => {
    const { statements } = parseStatements(page(bilanzRows(true)));
    const current = statements.find((s) => s.documentType === "balance_sheet" && s.period === "2025-12-31");
    expect(amounts(current)).toMatchObject({
      net_fixed_assets: 300000000,
      inventory: 120000000,
      trade_receivables: 90000000,
      other_current_assets: 15000000,
      cash: 75000000,
      total_non_current_assets: 400000000,
      total_current_assets: 300000000,
      total_assets: 700000000,
      share_capital: 50000000,
      retained_earnings: 150000000,
      total_equity: 300000000,
      long_term_debt: 150000000,
      total_non_current_liabilities: 200000000,
      short_term_debt: 60000000,
      trade_payables: 100000000,
      // reader20 (docs/chart-of-accounts.md): the residual of the section, the current lease liabilities with it
      other_current_liabilities: 40000000,
      total_current_liabilities: 200000000,
      total_liabilities_and_equity: 700000000,
    });
  });

  it("reads a Konzernbilanz without section totals by its section headings", () => {
    const { statements } = parseStatements(page(bilanzRows(false)));
    const current = statements.find((s) => s.documentType === "balance_sheet" && s.period === "2025-12-31");
    const read = amounts(current);
    expect(read).toMatchObject({
      net_fixed_assets: 300000000,
      inventory: 120000000,
      cash: 75000000,
      total_assets: 700000000,
      share_capital: 50000000,
      long_term_debt: 150000000,
      short_term_debt: 60000000,
      trade_payables: 100000000,
      total_liabilities_and_equity: 700000000,
    });
    // The section headings carry no figures: no section total is made up.
    expect(read.total_non_current_assets).toBeUndefined();
    expect(read.total_current_liabilities).toBeUndefined();
  });

  it("reads a Konzern-Gewinn- und Verlustrechnung by function and a Kapitalflussrechnung", () => {
    const lines = [
      ...page([
        [at("Konzern-Gewinn- und Verlustrechnung", 30)],
        [at("für das Geschäftsjahr vom 1. Januar bis 31. Dezember 2025", 30)],
        [at("in TEUR", 30)],
        [right("2025", 400), right("2024", 480)],
        row("Umsatzerlöse", "1.000.000", "900.000"),
        row("Umsatzkosten", "-600.000", "-550.000"),
        row("Bruttoergebnis vom Umsatz", "400.000", "350.000"),
        row("Vertriebskosten", "-150.000", "-140.000"),
        row("Verwaltungskosten", "-100.000", "-90.000"),
        row("Sonstige betriebliche Erträge", "10.000", "8.000"),
        row("Betriebsergebnis (EBIT)", "160.000", "128.000"),
        row("Finanzerträge", "5.000", "4.000"),
        row("Finanzaufwendungen", "-25.000", "-22.000"),
        row("Ergebnis vor Ertragsteuern", "140.000", "110.000"),
        row("Ertragsteuern", "-40.000", "-30.000"),
        row("Konzernergebnis", "100.000", "80.000"),
      ]),
      ...page(
        [
          [at("Konzern-Kapitalflussrechnung", 30)],
          [at("für das Geschäftsjahr vom 1. Januar bis 31. Dezember 2025", 30)],
          [at("in TEUR", 30)],
          [right("2025", 400), right("2024", 480)],
          row("Konzernergebnis", "100.000", "80.000"),
          row("Abschreibungen auf Sachanlagen", "30.000", "28.000"),
          row("Cashflow aus betrieblicher Tätigkeit", "130.000", "108.000"),
          row("Auszahlungen für Investitionen in Sachanlagen", "-50.000", "-45.000"),
          row("Cashflow aus Investitionstätigkeit", "-50.000", "-45.000"),
          row("Tilgung von Finanzverbindlichkeiten", "-40.000", "-30.000"),
          row("Gezahlte Dividenden", "-25.000", "-20.000"),
          row("Cashflow aus Finanzierungstätigkeit", "-65.000", "-50.000"),
          row("Zahlungswirksame Veränderung der Zahlungsmittel und Zahlungsmitteläquivalente", "15.000", "13.000"),
          row("Zahlungsmittel und Zahlungsmitteläquivalente am Anfang der Periode", "60.000", "47.000"),
          row("Zahlungsmittel und Zahlungsmitteläquivalente am Ende der Periode", "75.000", "60.000"),
        ],
        2,
      ),
    ];
    const { statements } = parseStatements(lines);
    const guv = statements.find((s) => s.documentType === "income_statement" && s.period === "2025-12-31");
    expect(amounts(guv)).toMatchObject({
      revenue: 1000000000,
      cost_of_goods_sold: 600000000,
      gross_profit: 400000000,
      selling_general_administrative: 250000000,
      other_income: 5000000 /* reader20: the Finanzerträge, not the sonstige betriebliche Erträge */,
      operating_profit: 160000000,
      interest_expense: 25000000,
      profit_before_tax: 140000000,
      income_tax: 40000000,
      net_profit: 100000000,
    });
    const kfr = statements.find((s) => s.documentType === "cashflow_statement" && s.period === "2025-12-31");
    expect(amounts(kfr)).toMatchObject({
      net_cash_from_operating_activities: 130000000,
      purchase_of_fixed_assets: -50000000,
      net_cash_from_investing_activities: -50000000,
      repayment_of_borrowings: -40000000,
      dividends_paid: -25000000,
      net_cash_from_financing_activities: -65000000,
      net_change_in_cash: 15000000,
      cash_at_beginning: 60000000,
      cash_at_end: 75000000,
    });
  });
});

describe("Commonwealth wording in English statements (Kenya, Nigeria, Singapore, Ireland, India)", () => {
  it.each([
    ["Debentures", "non_current_liabilities", "long_term_debt"],
    ["Secured debentures", "non_current_liabilities", "long_term_debt"],
    ["Loan notes", "non_current_liabilities", "long_term_debt"],
    ["Bonds", "non_current_liabilities", "long_term_debt"],
    ["Provision for taxation", "current_liabilities", "other_current_liabilities"],
    ["Ordinary share capital", "equity", "share_capital"],
  ] as const)("reads '%s' in the %s as %s", (label, section, key) => {
    expect(matchLabel("balance_sheet", label, section)?.key).toBe(key);
  });

  it("reads debentures only among the non-current liabilities", () => {
    expect(matchLabel("balance_sheet", "Debentures", "current_liabilities")).toBeUndefined();
    expect(matchLabel("balance_sheet", "Debentures", undefined)).toBeUndefined();
  });
});

describe("the unit over the label column on the years' line (German style)", () => {
  it.each([
    ["in TEUR", 1000],
    ["in T€", 1000],
    ["Angaben in Tsd. €", 1000],
    ["TEUR", 1000],
    ["in Mio. EUR", 1000000],
    ["in €", 1],
  ])("reads '%s  2025  2024' as the column header line", (unit, scale) => {
    const { statements } = parseStatements(
      page([
        [at("Konzern-Gewinn- und Verlustrechnung", 30)],
        [at("für das Geschäftsjahr vom 1. Januar bis 31. Dezember 2025", 30)],
        [at(unit, 30), right("2025", 400), right("2024", 480)],
        row("Umsatzerlöse", "1.000.000", "900.000"),
        row("Umsatzkosten", "-600.000", "-550.000"),
        row("Bruttoergebnis vom Umsatz", "400.000", "350.000"),
      ]),
    );
    expect(statements.map((s) => [s.period, amounts(s).revenue])).toEqual([
      ["2025-12-31", 1000000 * scale],
      ["2024-12-31", 900000 * scale],
    ]);
  });
});

describe("seen gaps of batch 7, as families", () => {
  const balanceSheet = (equityRows: TextCell[][]): TextCell[][] => [
    [at("Balance Sheet", 30)],
    [at("As at 31 December 2025", 30)],
    [right("2025", 400), right("2024", 480)],
    [at("Fixed assets", 30)],
    row("Tangible assets", "5,000", "4,000"),
    [at("Current assets", 30)],
    row("Stocks", "1,000", "900"),
    row("Cash at bank and in hand", "2,000", "1,100"),
    row("Creditors: amounts falling due within one year", "(1,500)", "(1,000)"),
    row("Net current assets", "1,500", "1,000"),
    row("Net assets", "6,500", "5,000"),
    [at("Capital and reserves", 30)],
    ...equityRows,
  ];

  it("reads 'Equity attributable to owners of the company' as the total equity when it is the section's only total", () => {
    const { statements } = parseStatements(
      page(
        balanceSheet([
          row("Called up share capital", "500", "500"),
          row("Retained earnings", "6,000", "4,500"),
          row("Equity attributable to owners of the company", "6,500", "5,000"),
        ]),
      ),
    );
    const current = statements.find((s) => s.period === "2025-12-31");
    expect(amounts(current).total_equity).toBe(6500);
    // Derived: a check has to tie it before the document is trusted.
    expect(current?.reading?.notes?.some((n) => n.key === "total_equity" && n.kind === "derived")).toBe(true);
  });

  it("leaves it a part when non-controlling interests are printed, and prefers a printed total equity", () => {
    const withNci = parseStatements(
      page(
        balanceSheet([
          row("Called up share capital", "500", "500"),
          row("Retained earnings", "5,800", "4,400"),
          row("Equity attributable to owners of the parent", "6,300", "4,900"),
          row("Non-controlling interests", "200", "100"),
        ]),
      ),
    ).statements.find((s) => s.period === "2025-12-31");
    expect(amounts(withNci).total_equity).toBeUndefined();
    const withTotal = parseStatements(
      page(
        balanceSheet([
          row("Called up share capital", "500", "500"),
          row("Retained earnings", "5,800", "4,400"),
          row("Equity attributable to owners of the parent", "6,300", "4,900"),
          row("Non-controlling interests", "200", "100"),
          row("Total equity", "6,500", "5,000"),
        ]),
      ),
    ).statements.find((s) => s.period === "2025-12-31");
    expect(amounts(withTotal).total_equity).toBe(6500);
  });

  it.each([
    ["-63,543,23", "1.234,56", -63543.23],
    ["1,234,567,89", "1.234,56", 1234567.89],
    ["63.543.23", "1,234.56", 63543.23],
  ] as const)("reads '%s' in a %s document: OCR read a group mark as the decimal mark", (text, convention, value) => {
    expect(parseAmount(text, convention)).toBe(value);
  });

  it("does not read a figure ending in two digits after a group mark in any other way", () => {
    // Indian groups end in three digits; two digits after the last of mixed marks stay unread.
    expect(parseAmount("12,34,567", "1,234.56")).toBe(1234567);
    expect(parseAmount("63,543,23", "1,234.56")).toBeUndefined();
    expect(parseAmount("63.543.23", "1.234,56")).toBeUndefined();
  });
});
