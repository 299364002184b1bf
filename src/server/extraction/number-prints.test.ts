import { describe, expect, it } from "vitest";
import { parseStatements } from "./extract";
import { parseAmount, readScale } from "./numbers";
import type { TextCell } from "./pdf-text";
import { amounts, at, page, right } from "./synthetic-lines.fixture";

/**
 * Number prints and scale phrases of the reader9 round (docs/extraction.md "Reader changes
 * (reader9)"): single cells and synthetic lines (cells with positions, as pdf-text.ts gives them),
 * never a corpus file.
 */

describe("figures as statements print them", () => {
  it("reads the Japanese triangle minus", () => {
    expect(parseAmount("△1,234")).toBe(-1234);
    expect(parseAmount("▲1,234")).toBe(-1234);
    expect(parseAmount("▲ 1,234")).toBe(-1234);
    expect(parseAmount("￥1,234")).toBe(1234);
  });

  it("reads a figure without the note mark printed right after it", () => {
    expect(parseAmount("1,234¹")).toBe(1234);
    expect(parseAmount("1,234⁽²⁾")).toBe(1234);
    expect(parseAmount("1,234*")).toBe(1234);
    expect(parseAmount("(1,234)†")).toBe(-1234);
    expect(parseAmount("1,234 (a)")).toBe(1234);
    expect(parseAmount("(1,234)(b)")).toBe(-1234);
  });

  it("leaves a year or a note number with a mark no figure", () => {
    expect(parseAmount("2025¹")).toBeUndefined();
    expect(parseAmount("12 (a)")).toBeUndefined();
    expect(parseAmount("5*")).toBeUndefined();
    expect(parseAmount("4(a)")).toBeUndefined();
  });

  it("reads kroner marks, the rupee close and a plus sign", () => {
    expect(parseAmount("kr 1 234")).toBe(1234);
    expect(parseAmount("1 234 kr")).toBe(1234);
    expect(parseAmount("1,234/-")).toBe(1234);
    expect(parseAmount("Rs. 1,234/-")).toBe(1234);
    expect(parseAmount("+1,234")).toBe(1234);
    expect(parseAmount("+ 1,234")).toBe(1234);
  });

  it("reads an em dash glued to a figure as a minus, a lone em dash as nil", () => {
    expect(parseAmount("—1,234")).toBe(-1234);
    expect(parseAmount("(—1,234)")).toBe(1234);
    expect(parseAmount("—")).toBe(0);
  });

  it("still reads what it read before", () => {
    expect(parseAmount("1,234-")).toBe(-1234);
    expect(parseAmount("( 1,234 )")).toBe(-1234);
    expect(parseAmount("1\u202f234\u202f567")).toBe(1234567);
    expect(parseAmount("1'234'567")).toBe(1234567);
    expect(parseAmount("12,34,567")).toBe(1234567);
    expect(parseAmount("—")).toBe(0);
    expect(parseAmount("nil")).toBe(0);
    expect(parseAmount("1,234 €")).toBe(1234);
  });
});

describe("scales with a currency", () => {
  const cases: Array<[string, number]> = [
    ["¥ million", 1e6],
    ["ZAR million", 1e6],
    ["RMB million", 1e6],
    ["Rp million", 1e6],
    ["RM million", 1e6],
    ["R million", 1e6],
    ["₦ million", 1e6],
    ["N'million", 1e6],
    ["MSEK", 1e6],
    ["MNOK", 1e6],
    ["mEUR", 1e6],
    ["$bn", 1e9],
    ["€bn", 1e9],
    ["Rbn", 1e9],
    ["TDKK", 1e3],
    ["TSEK", 1e3],
    ["kSEK", 1e3],
    ["EUR k", 1e3],
    ["k$", 1e3],
    // Read before this round, kept.
    ["$'m", 1e6],
    ["RM'000", 1e3],
    ["(₹ in crore)", 1e7],
    ["Rs. in lakhs", 1e5],
    ["Amounts in USD thousands", 1e3],
  ];
  for (const [phrase, scale] of cases) {
    it(`reads "${phrase}"`, () => expect(readScale(phrase)?.scale).toBe(scale));
  }

  it("reads no scale in a currency phrase alone", () => {
    expect(readScale("(expressed in Canadian dollars)")).toBeUndefined();
    expect(readScale("Revenue from customers")).toBeUndefined();
  });
});

const HEAD = [
  [at("Example Limited", 50)],
  [at("Income Statement for the year ended 31 December 2025", 50)],
  [at("£'000", 50)],
];
const income = (header: TextCell[], rows: TextCell[][]) => {
  const { statements } = parseStatements(page([...HEAD, header, ...rows]));
  return {
    current: amounts(statements.find((s) => s.period === "2025-12-31")),
    prior: amounts(statements.find((s) => s.period === "2024-12-31")),
  };
};
const EXPECTED = {
  current: { revenue: 12_500_000, cost_of_goods_sold: 7_500_000, net_profit: 5_000_000 },
  prior: { revenue: 11_000_000, cost_of_goods_sold: 6_600_000, net_profit: 4_400_000 },
};

describe("statement rows with these prints", () => {
  it("holds a figure after an em dash for review (a minus only by guess)", () => {
    const { statements } = parseStatements(
      page([
        ...HEAD,
        [right("2025", 400), right("2024", 480)],
        [at("Revenue", 50), right("12,500", 400), right("11,000", 480)],
        [at("Cost of sales", 50), right("—7,500", 400), right("(6,600)", 480)],
        [at("Profit for the year", 50), right("5,000", 400), right("4,400", 480)],
      ]),
    );
    const current = statements.find((s) => s.period === "2025-12-31");
    const cost = current?.lineItems.find((i) => i.key === "cost_of_goods_sold");
    expect(cost?.amount).toBe(7_500_000);
    expect(cost?.confidence).toBeLessThan(0.9);
    const prior = statements.find((s) => s.period === "2024-12-31");
    expect(prior?.lineItems.find((i) => i.key === "cost_of_goods_sold")?.confidence).toBeGreaterThan(0.9);
  });

  const NOTE_FORMS: Array<[string, string, string, string]> = [
    ["Notes", "4(a)", "4(b)", "5"],
    ["Notes", "4(a)(i)", "4(b)", "5.1(ii)"],
    ["", "(a)", "(b)", "(c)"],
    ["Note", "Note 4", "Note 5", "Notes 6, 7"],
    ["Notes", "4", "6", "7 & 8"],
    ["Notes", "III.1", "III.2", "IV"],
    ["Notes", "A4", "A5", "B2.1"],
  ];
  for (const [header, a, b, c] of NOTE_FORMS) {
    it(`reads a notes column printing ${a}, ${b}, ${c} as no part of the label`, () => {
      const read = income(
        [...(header ? [at(header, 290)] : []), right("2025", 400), right("2024", 480)],
        [
          [at("Revenue", 50), at(a, 290), right("12,500", 400), right("11,000", 480)],
          [at("Cost of sales", 50), at(b, 290), right("(7,500)", 400), right("(6,600)", 480)],
          [at("Profit for the year", 50), at(c, 290), right("5,000", 400), right("4,400", 480)],
        ],
      );
      expect(read).toEqual(EXPECTED);
    });
  }

  it("splits dotted leaders run together with the figure", () => {
    const run = (text: string): TextCell => ({ text, x0: 50, x1: 400 });
    const read = income(
      [right("2025", 400), right("2024", 480)],
      [
        [run("Revenue ..........................12,500"), right("11,000", 480)],
        [run("Cost of sales . . . . . . . . . . (7,500)"), right("(6,600)", 480)],
        [run("Profit for the year .............5,000"), right("4,400", 480)],
      ],
    );
    expect(read).toEqual(EXPECTED);
  });

  for (const mark of ["USD", "kr", "EUR", "RM"]) {
    it(`reads a currency code in a cell of its own before each figure (${mark}) as no word of the label`, () => {
      const row = (label: string, a: string, b: string) => [
        at(label, 50),
        at(mark, 330),
        right(a, 400),
        at(mark, 420),
        right(b, 480),
      ];
      const read = income(
        [right("2025", 400), right("2024", 480)],
        [
          row("Revenue", "12,500", "11,000"),
          row("Cost of sales", "(7,500)", "(6,600)"),
          row("Profit for the year", "5,000", "4,400"),
        ],
      );
      expect(read).toEqual(EXPECTED);
    });
  }

  it("reads an n/a in one column as no figure there, keeping the row's other figures", () => {
    for (const mark of ["n/a", "N/A", "n.a.", "N/M"]) {
      const { statements } = parseStatements(
        page([
          ...HEAD,
          [right("2025", 400), right("2024", 480)],
          [at("Revenue", 50), right("12,500", 400), right("11,000", 480)],
          [at("Other income", 50), right(mark, 400), right("300", 480)],
          [at("Profit for the year", 50), right("5,000", 400), right("4,400", 480)],
        ]),
      );
      expect(amounts(statements.find((s) => s.period === "2025-12-31")).other_income).toBeUndefined();
      expect(amounts(statements.find((s) => s.period === "2024-12-31")).other_income).toBe(300_000);
    }
  });

  it("reads triangle minuses and note marks in the rows", () => {
    const read = income(
      [right("2025", 400), right("2024", 480)],
      [
        [at("Revenue", 50), right("12,500¹", 400), right("11,000", 480)],
        [at("Cost of sales", 50), right("△7,500", 400), right("▲6,600", 480)],
        [at("Profit for the year", 50), right("5,000*", 400), right("4,400", 480)],
      ],
    );
    expect(read).toEqual(EXPECTED);
  });
});
