import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR, HOLDOUT_DIR, loadFixtures } from "../../../test/support/corpus-score";
import { collapseDoubledLetters, companyNameWords, findCompanyName, sameCompany } from "./company-name";
import { readPdfText, type TextLine } from "./pdf-text";

/** Text lines as the reader gives them (one cell per line unless cells are given). */
function lines(...texts: Array<string | string[]>): TextLine[] {
  return texts.map((t, i) => {
    const cells = (Array.isArray(t) ? t : [t]).map((text, j) => ({ text, x0: j * 200, x1: j * 200 + 150 }));
    return { page: 1, y: 800 - i * 14, size: 10, cells, text: cells.map((c) => c.text).join(" ") };
  });
}

describe("findCompanyName: the text PDFs of the extraction corpus (both batches)", () => {
  const fixtures = [
    ...loadFixtures(CORPUS_DIR).map((f) => ({ ...f, dir: CORPUS_DIR })),
    ...(fs.existsSync(HOLDOUT_DIR) ? loadFixtures(HOLDOUT_DIR).map((f) => ({ ...f, dir: HOLDOUT_DIR })) : []),
  ].filter((f) => f.kind === "text");

  it("has text fixtures to read", () => {
    expect(fixtures.length).toBeGreaterThan(20);
  });

  for (const fixture of fixtures) {
    it(`${fixture.id}: finds ${fixture.company}`, async () => {
      const text = await readPdfText(fs.readFileSync(path.join(fixture.dir, fixture.file)), { maxPages: 2 });
      const found = findCompanyName(text.lines);
      expect(found).toBeDefined();
      expect(sameCompany(found as string, fixture.company)).toBe(true);
      // And never the same company as another fixture's.
      expect(
        sameCompany(found as string, fixture.company === "Zenith Logistics Ltd" ? "Acme" : "Zenith Logistics Ltd"),
      ).toBe(false);
    });
  }
});

describe("findCompanyName: title lines", () => {
  it.each([
    [["Acme Freight Ltd", "Balance sheet", "As at 31 December 2024"], "Acme Freight Ltd"],
    [["ACME FREIGHT LTD — Balance sheet", "As at 31 December 2024"], "ACME FREIGHT LTD"],
    [["Balance sheet - Acme Freight Ltd", "2024 2023"], "Acme Freight Ltd"],
    [["Müller Logistik GmbH Bilanz zum 31.12.2024", "AKTIVA"], "Müller Logistik GmbH"],
    [["Bilanz der Müller Logistik GmbH zum 31. Dezember 2024"], "Müller Logistik GmbH"],
    [["Firma: Schmidt & Söhne GmbH & Co. KG", "Bilanz"], "Schmidt & Söhne GmbH & Co. KG"],
    [["Company: Zenith Logistics", "Income statement"], "Zenith Logistics"],
    [[["Company", "Harbor Lights Trading"], "Balance sheet"], "Harbor Lights Trading"],
    [["Orion Consumer Electronics BV", "Statement of cash flows"], "Orion Consumer Electronics BV"],
    [["Pacific Crest Forwarding Pte Ltd", "Balance sheet"], "Pacific Crest Forwarding Pte Ltd"],
    [["Vantage Home Appliances Sp. z o.o."], "Vantage Home Appliances Sp. z o.o."],
    // No legal form: the line above the statement heading.
    [
      ["Harbor Lights Trading k3j9a123", "Annual report 2025", "Audited financial statements"],
      "Harbor Lights Trading k3j9a123",
    ],
    [["Borealis Trading", "Statement of Financial Position", "As at 31 December 2024"], "Borealis Trading"],
  ])("%j → %s", (texts, expected) => {
    expect(findCompanyName(lines(...(texts as Array<string | string[]>)))).toBe(expected);
  });

  it.each([
    [["Balance sheet", "As at 31 December 2024", "Cash 1,000 900"]],
    [["Annual report 2024", "Statement of Financial Position", "Cash 1,000 900"]],
    [["statements-2024", "Consolidated Balance Sheets", "As at 31 December, 2024 and 2023"]],
    [["BALANCE SHEET AS AT 31 DECEMBER 2024", "Cash 1,000 900"]],
    [["Gewinn- und Verlustrechnung", "für das Geschäftsjahr 2024", "Umsatzerlöse 1.000 900"]],
    // A legal form in a table row is not a title.
    [["Balance sheet", "Loan from Acme Ltd 1,000 900"]],
  ])("finds nothing in %j", (texts) => {
    expect(findCompanyName(lines(...texts))).toBeUndefined();
  });

  it("looks at the first page only", () => {
    const l = lines("Balance sheet", "Cash 1,000 900");
    l.push({ ...(lines("Acme Freight Ltd")[0] as TextLine), page: 2 });
    expect(findCompanyName(l)).toBeUndefined();
  });
});

describe("sameCompany", () => {
  it.each([
    ["Acme Freight Ltd", "ACME FREIGHT LIMITED"],
    ["Acme Freight", "Acme Freight Ltd."],
    ["Smith & Sons plc", "Smith and Sons PLC"],
    ["Société Alpine de Transport SA", "SOCIETE ALPINE DE TRANSPORT S.A."],
    ["Müller Maschinenbau GmbH", "Mueller Maschinenbau GmbH"],
    ["Schwarzwald Holzbau GmbH & Co. KG", "Schwarzwald Holzbau GmbH"],
    ["Kaveri Textiles Private Limited", "Kaveri Textiles Pvt. Ltd."],
    ["Van Dijk Horticulture B.V.", "Van Dijk Horticulture BV"],
    ["Northwind Analytics, Inc.", "North Wind Analytics Inc"],
    ["The Acme Company", "Acme Co."],
    ["Acme Freight", "Acme Freight Holdings Ltd"],
  ])("%s = %s", (a, b) => {
    expect(sameCompany(a, b)).toBe(true);
    expect(sameCompany(b, a)).toBe(true);
  });

  it.each([
    ["Acme Freight", "Zenith Logistics"],
    ["Acme Freight Ltd", "Zenith Logistics Ltd"],
    ["Harbourside Foods plc", "Harbourside Fisheries plc"],
    ["Atlas Freight Forwarding Ltd", "Borealis Trading Co"],
    ["Acme Freight Ltd", "Global Acme Freight Ltd"],
  ])("%s ≠ %s", (a, b) => {
    expect(sameCompany(a, b)).toBe(false);
    expect(sameCompany(b, a)).toBe(false);
  });

  it("drops legal forms, accents, punctuation and a leading 'the'", () => {
    expect(companyNameWords("The Ångström & Co. GmbH & Co. KG")).toEqual(["angstrom"]);
    expect(companyNameWords("S.A.S. Limited")).toEqual(["sas"]);
  });
});

/** Lines of several pages: each page a list of line texts. */
function pages(...texts: string[][]): TextLine[] {
  return texts.flatMap((page, p) => lines(...page).map((l) => ({ ...l, page: p + 1 })));
}

describe("findCompanyName: covers, registration lines and statement headings (issue 22)", () => {
  it("names the registrant of a filing, not the commission it is filed with", () => {
    const l = pages([
      "UNITED STATES",
      "SECURITIES AND EXCHANGE COMMISSION",
      "Washington, D.C. 20549",
      "FORM 10-K",
      "Commission File Number 001-38932",
      "NORTHWIND TRADERS, INC.",
      "(Exact name of registrant as specified in its charter)",
    ]);
    expect(findCompanyName(l)).toBe("NORTHWIND TRADERS, INC.");
  });

  it("names the registrant printed without a legal form", () => {
    const l = pages(["FORM 10-Q", "BLUE HERON FOODS", "(Exact name of registrant as specified in its charter)"]);
    expect(findCompanyName(l)).toBe("BLUE HERON FOODS");
  });

  it("names the company of '(incorporated in …)' and of a registration number", () => {
    expect(
      findCompanyName(
        pages(["Contents", "Harbour Light (Holdings) Limited", "(incorporated in Bermuda with limited liability)"]),
      ),
    ).toBe("Harbour Light (Holdings) Limited");
    expect(findCompanyName(pages(["Annual report", "Fjord Metal A/S", "CVR-nr. 12 93 57 81"]))).toBe("Fjord Metal A/S");
  });

  it("names the company above each statement heading of a long report", () => {
    const l = pages(
      ["Dear shareholders,", "We are living through a time of change."],
      ["Sunrise Mills Pty Ltd", "Statement of financial position", "As at 30 June 2024"],
      ["Sunrise Mills Pty Ltd", "Statement of profit or loss", "For the year ended 30 June 2024"],
    );
    expect(findCompanyName(l)).toBe("Sunrise Mills Pty Ltd");
    expect(findCompanyName(pages(["Consolidated balance sheet of Kestrel Tools GmbH", "31.12.2024"]))).toBe(
      "Kestrel Tools GmbH",
    );
  });

  it("skips regulator, report-title and e-mail lines", () => {
    expect(findCompanyName(pages(["ANNUAL REPORT", "TABLE OF CONTENTS", "Balance sheet"]))).toBeUndefined();
    expect(
      findCompanyName(pages(["From: filings@example.org", "Hi KITE & KITE TRADING, INC.,", "Subject: received"])),
    ).toBeUndefined();
    expect(findCompanyName(pages(["Zephyr Holdings plc Annual Report 2024", "Strategic report"]))).toBe(
      "Zephyr Holdings plc",
    );
  });

  it("reads past a cover's period line and a register's dated row", () => {
    expect(findCompanyName(pages(["ÅRSRAPPORT", "1 JULY 2021 - 30 JUNE 2022", "FJORD METAL A/S", "2860 Søborg"]))).toBe(
      "FJORD METAL A/S",
    );
    expect(
      findCompanyName(
        pages([
          "Suchergebnis",
          "Name Bereich Information V.-Datum",
          "Kessel Gastro GmbH Rechnungslegung/ Jahresabschluss zum Geschäftsjahr vom 01.01.2020 10.03.2025",
        ]),
      ),
    ).toBe("Kessel Gastro GmbH");
  });

  it("names the company an auditor's report is addressed to", () => {
    const l = pages(
      ["Dear shareholders, colleagues, customers, and partners,"],
      [
        "REPORT OF INDEPENDENT REGISTERED PUBLIC ACCOUNTING FIRM",
        "To the Stockholders and the Board of Directors of Contoso Corporation",
      ],
      ["To the Board of Directors of", "Contoso Corporation"],
    );
    expect(findCompanyName(l)).toBe("Contoso Corporation");
  });

  it("collapses doubled-letter renderings", () => {
    expect(collapseDoubledLetters("AANNNNUUAALL RREEPPOORRTT")).toBe("ANNUAL REPORT");
    expect(collapseDoubledLetters("RRECTIFIERR TECHNOLOGIESS LTDD")).toBe("RECTIFIER TECHNOLOGIES LTD");
    expect(collapseDoubledLetters("Bell Moss Ltd")).toBe("Bell Moss Ltd");
    expect(collapseDoubledLetters("LOOK BOOK")).toBe("LOOK BOOK");
    expect(findCompanyName(pages(["OORRIIOONN TTRRAADDIINNGG LLTTDD", "AANNNNUUAALL RREEPPOORRTT"]))).toBe(
      "ORION TRADING LTD",
    );
  });

  it("gives no name when two companies are named about as strongly", () => {
    const l = pages(
      ["Alpha Shipping Ltd", "Balance sheet", "As at 31 December 2024"],
      ["Beta Freight Ltd", "Income statement", "For the year ended 31 December 2024"],
    );
    expect(findCompanyName(l)).toBeUndefined();
  });
});
