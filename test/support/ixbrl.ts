/**
 * Inline XBRL documents built in tests. `largeIxbrl(bytes)` is a small IFRS report (in millions of
 * euros) whose table repeats its facts until the document is about `bytes` long: duplicates of the
 * same concept, context and value are reconciled into one fact, so its statements are those of the
 * small report (below) however large it is.
 */
const IFRS = "http://xbrl.ifrs.org/taxonomy/2023-03-23/ifrs-full";

/** The figures of the report, in euros, as read: balance sheet 2023 and income statement 2023. */
export const largeIxbrlFigures = {
  balance_sheet: {
    cash: 120_400_000,
    total_assets: 1_520_700_000,
    total_liabilities: 900_200_000,
    total_equity: 620_500_000,
    total_liabilities_and_equity: 1_520_700_000,
  },
  income_statement: { revenue: 2_310_900_000, net_profit: 85_300_000 },
};

export function largeIxbrl(bytes: number): string {
  const ctx = (id: string, period: string) =>
    `<xbrli:context id="${id}"><xbrli:entity><xbrli:identifier scheme="http://standards.iso.org/iso/17442">529900T8BM49AURSDO55</xbrli:identifier></xbrli:entity><xbrli:period>${period}</xbrli:period></xbrli:context>`;
  const f = (name: string, c: string, text: string) =>
    `<td><ix:nonFraction name="ifrs-full:${name}" contextRef="${c}" unitRef="EUR" decimals="-5" scale="6" format="ixt:num-dot-decimal">${text}</ix:nonFraction></td>`;
  const head = `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"
 xmlns:ixt="http://www.xbrl.org/inlineXBRL/transformation/2020-02-12" xmlns:xbrli="http://www.xbrl.org/2003/instance"
 xmlns:iso4217="http://www.xbrl.org/2003/iso4217" xmlns:ifrs-full="${IFRS}">
<head><title>Large Holding N.V. annual financial report 2023</title></head><body>
<div style="display:none"><ix:header><ix:hidden>
<ix:nonNumeric name="ifrs-full:NameOfReportingEntityOrOtherMeansOfIdentification" contextRef="d2023">Large Holding N.V.</ix:nonNumeric>
</ix:hidden><ix:resources>
${ctx("i2023", "<xbrli:instant>2023-12-31</xbrli:instant>")}${ctx("i2022", "<xbrli:instant>2022-12-31</xbrli:instant>")}
${ctx("d2023", "<xbrli:startDate>2023-01-01</xbrli:startDate><xbrli:endDate>2023-12-31</xbrli:endDate>")}
<xbrli:unit id="EUR"><xbrli:measure>iso4217:EUR</xbrli:measure></xbrli:unit>
</ix:resources></ix:header></div>
<table>
`;
  const rows = `<tr><td>Cash</td>${f("CashAndCashEquivalents", "i2023", "120.4")}${f("CashAndCashEquivalents", "i2022", "98.1")}</tr>
<tr><td>Total assets</td>${f("Assets", "i2023", "1,520.7")}${f("Assets", "i2022", "1,410.0")}</tr>
<tr><td>Total liabilities</td>${f("Liabilities", "i2023", "900.2")}${f("Liabilities", "i2022", "850.0")}</tr>
<tr><td>Total equity</td>${f("Equity", "i2023", "620.5")}${f("Equity", "i2022", "560.0")}</tr>
<tr><td>Equity and liabilities</td>${f("EquityAndLiabilities", "i2023", "1,520.7")}${f("EquityAndLiabilities", "i2022", "1,410.0")}</tr>
<tr><td>Revenue</td>${f("Revenue", "d2023", "2,310.9")}</tr>
<tr><td>Profit</td>${f("ProfitLoss", "d2023", "85.3")}</tr>
`;
  const tail = "</table></body></html>\n";
  const repeat = Math.max(1, Math.floor((bytes - head.length - tail.length) / rows.length));
  return head + rows.repeat(repeat) + tail;
}
