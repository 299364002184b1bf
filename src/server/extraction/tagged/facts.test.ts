import { describe, expect, it } from "vitest";
import { extractTagged, reconcile } from "./extract-tagged";
import { MAX_DEPTH, readTaggedDocument, TaggedDocumentError } from "./facts";

const IFRS = "http://xbrl.ifrs.org/taxonomy/2023-03-23/ifrs-full";

/** A small ESEF-like Inline XBRL document: `body` goes into the page, `hidden` into ix:hidden. */
function ixbrl(body: string, hidden = ""): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"
  xmlns:ixt="http://www.xbrl.org/inlineXBRL/transformation/2020-02-12" xmlns:xbrli="http://www.xbrl.org/2003/instance"
  xmlns:xbrldi="http://xbrl.org/2006/xbrldi" xmlns:iso4217="http://www.xbrl.org/2003/iso4217"
  xmlns:ifrs-full="${IFRS}">
<head><title>t</title></head>
<body>
<div style="display:none"><ix:header>
  <ix:hidden>${hidden}</ix:hidden>
  <ix:resources>
    <xbrli:context id="c2023"><xbrli:entity><xbrli:identifier scheme="http://standards.iso.org/iso/17442">529900T8BM49AURSDO55</xbrli:identifier></xbrli:entity>
      <xbrli:period><xbrli:instant>2023-12-31</xbrli:instant></xbrli:period></xbrli:context>
    <xbrli:context id="c2022"><xbrli:entity><xbrli:identifier scheme="http://standards.iso.org/iso/17442">529900T8BM49AURSDO55</xbrli:identifier></xbrli:entity>
      <xbrli:period><xbrli:instant>2022-12-31</xbrli:instant></xbrli:period></xbrli:context>
    <xbrli:context id="d2023"><xbrli:entity><xbrli:identifier scheme="http://standards.iso.org/iso/17442">529900T8BM49AURSDO55</xbrli:identifier></xbrli:entity>
      <xbrli:period><xbrli:startDate>2023-01-01</xbrli:startDate><xbrli:endDate>2023-12-31</xbrli:endDate></xbrli:period></xbrli:context>
    <xbrli:context id="seg2023"><xbrli:entity><xbrli:identifier scheme="http://standards.iso.org/iso/17442">529900T8BM49AURSDO55</xbrli:identifier>
      <xbrli:segment><xbrldi:explicitMember dimension="ifrs-full:SegmentsAxis">ifrs-full:ReportableSegmentsMember</xbrldi:explicitMember></xbrli:segment></xbrli:entity>
      <xbrli:period><xbrli:startDate>2023-01-01</xbrli:startDate><xbrli:endDate>2023-12-31</xbrli:endDate></xbrli:period></xbrli:context>
    <xbrli:unit id="EUR"><xbrli:measure>iso4217:EUR</xbrli:measure></xbrli:unit>
  </ix:resources>
</ix:header></div>
${body}
</body></html>`;
}

const fact = (
  name: string,
  ctx: string,
  text: string,
  extra = 'scale="6" decimals="-5" format="ixt:num-dot-decimal"',
) => `<ix:nonFraction name="ifrs-full:${name}" contextRef="${ctx}" unitRef="EUR" ${extra}>${text}</ix:nonFraction>`;

describe("reading Inline XBRL facts", () => {
  it("reads contexts, units, scale, sign and hidden facts", () => {
    const doc = readTaggedDocument(
      ixbrl(
        `<p>${fact("Assets", "c2023", "1,234.5")} ${fact("ProfitLoss", "d2023", "12.3", 'scale="6" decimals="-5" sign="-" format="ixt:num-dot-decimal"')}</p>`,
        fact("Revenue", "d2023", "99", 'scale="3" decimals="-3"'),
      ),
      "reports/report.xhtml",
    );
    expect(doc.kind).toBe("ixbrl");
    expect(doc.contexts.get("c2023")).toMatchObject({ periodStart: null, periodEnd: "2023-12-31", dimensions: [] });
    expect(doc.contexts.get("seg2023")?.dimensions).toEqual([
      { dimension: "ifrs-full:SegmentsAxis", member: "ifrs-full:ReportableSegmentsMember" },
    ]);
    expect(doc.units.get("EUR")).toEqual({ id: "EUR", measure: "iso4217:EUR", currency: "EUR" });
    const byName = Object.fromEntries(doc.numericFacts.map((f) => [f.concept.localName, f]));
    expect(byName.Assets?.value).toBe(1_234_500_000);
    expect(byName.Assets?.concept.namespace).toBe(IFRS);
    expect(byName.ProfitLoss?.value).toBe(-12_300_000);
    expect(byName.Revenue?.value).toBe(99_000);
    expect(byName.Assets?.file).toBe("reports/report.xhtml");
  });

  it("joins continuations and leaves out excluded text of a text fact", () => {
    const doc = readTaggedDocument(
      ixbrl(
        `<ix:nonNumeric name="ifrs-full:NameOfReportingEntityOrOtherMeansOfIdentification" contextRef="d2023" continuedAt="k1">Acme <ix:exclude>(page 3)</ix:exclude>Holding</ix:nonNumeric>
         <p>…</p><ix:continuation id="k1"> N.V.</ix:continuation>`,
      ),
      "r.xhtml",
    );
    expect(doc.textFacts[0]?.text).toBe("Acme Holding N.V.");
  });

  it("reconciles duplicates: consistent ones become one fact, inconsistent ones need review", () => {
    const same = ixbrl(
      `${fact("Assets", "c2023", "10.0")}${fact("Assets", "c2023", "10", 'scale="6" decimals="-6"')}${fact("Equity", "c2023", "4")}`,
    );
    const sameFacts = reconcile(readTaggedDocument(same, "r.xhtml"));
    expect(sameFacts.filter((f) => f.fact.concept.localName === "Assets")).toHaveLength(1);
    expect(sameFacts.every((f) => !f.inconsistent)).toBe(true);

    const differ = ixbrl(
      `${fact("Assets", "c2023", "10")}${fact("Assets", "c2023", "11")}${fact("Equity", "c2023", "4")}`,
    );
    const outcome = extractTagged(differ, "r.xhtml");
    expect(outcome.kind).toBe("statements");
    if (outcome.kind !== "statements") return;
    const assets = outcome.statements[0]?.lineItems.find((i) => i.key === "total_assets");
    expect(assets?.confidence).toBeLessThan(0.9);
    expect(outcome.summary).toContain("tagged twice with different values");
  });

  it("builds statements of the primary contexts and lists the unmapped concepts", () => {
    const outcome = extractTagged(
      ixbrl(
        [
          fact("Assets", "c2023", "1,500.2"),
          fact("Equity", "c2023", "700.1"),
          fact("Liabilities", "c2023", "800.1"),
          fact("Assets", "c2022", "1,400"),
          fact("Equity", "c2022", "650"),
          fact("Revenue", "d2023", "2,000"),
          fact("Revenue", "seg2023", "1,200"),
          fact("ProfitLoss", "d2023", "120.5"),
          fact("ProceedsFromSaleOfBiologicalAssets", "d2023", "3"),
        ].join(""),
        `<ix:nonNumeric name="ifrs-full:NameOfReportingEntityOrOtherMeansOfIdentification" contextRef="d2023">Acme N.V.</ix:nonNumeric>`,
      ),
      "reports/acme.xhtml",
    );
    expect(outcome.kind).toBe("statements");
    if (outcome.kind !== "statements") return;
    expect(outcome.companyName).toBe("Acme N.V.");
    const bs = outcome.statements.find((s) => s.documentType === "balance_sheet" && s.period === "2023-12-31");
    expect(bs?.lineItems.map((i) => [i.key, i.amount])).toEqual([
      ["total_assets", 1_500_200_000],
      ["total_liabilities", 800_100_000],
      ["total_equity", 700_100_000],
    ]);
    expect(bs?.lineItems[0]?.confidence).toBe(1);
    expect(bs?.lineItems[0]?.source).toEqual({
      concept: "ifrs-full:Assets",
      context: "c2023",
      period_start: null,
      period_end: "2023-12-31",
      unit: "EUR",
      decimals: "-5",
      scale: 6,
      file: "reports/acme.xhtml",
      text: "1,500.2",
    });
    const is = outcome.statements.find((s) => s.documentType === "income_statement");
    expect(is?.periodType).toBe("yearly");
    expect(is?.lineItems.find((i) => i.key === "revenue")?.amount).toBe(2_000_000_000);
    expect(outcome.unmappedFacts?.map((u) => u.concept)).toEqual(["ifrs-full:ProceedsFromSaleOfBiologicalAssets"]);
  });
});

describe("hostile documents", () => {
  it("refuses a DTD (no entity expansion)", () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><html><body>&lol2;</body></html>`;
    expect(() => readTaggedDocument(bomb, "x.xhtml")).toThrow(TaggedDocumentError);
    expect(extractTagged(bomb, "x.xhtml").kind).toBe("unreadable");
  });

  it("refuses documents nested deeper than the limit", () => {
    const deep = `<html xmlns="http://www.w3.org/1999/xhtml">${"<div>".repeat(MAX_DEPTH + 10)}${"</div>".repeat(MAX_DEPTH + 10)}</html>`;
    expect(() => readTaggedDocument(deep, "x.xhtml")).toThrow(/deeper/);
  });

  it("refuses text that is not well-formed XML or not a filing", () => {
    expect(extractTagged("<html><body><p>unclosed</body></html>", "x.html").kind).toBe("unreadable");
    expect(extractTagged("<svg xmlns='http://www.w3.org/2000/svg'/>", "x.xml").kind).toBe("unreadable");
  });
});

describe("reading an XBRL instance", () => {
  it("reads facts, contexts and units of a plain instance", () => {
    const xml = `<?xml version="1.0"?><xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:iso4217="http://www.xbrl.org/2003/iso4217" xmlns:us-gaap="http://fasb.org/us-gaap/2023">
      <xbrli:context id="i"><xbrli:entity><xbrli:identifier scheme="x">1</xbrli:identifier></xbrli:entity><xbrli:period><xbrli:instant>2023-12-31</xbrli:instant></xbrli:period></xbrli:context>
      <xbrli:unit id="u"><xbrli:measure>iso4217:USD</xbrli:measure></xbrli:unit>
      <us-gaap:Assets contextRef="i" unitRef="u" decimals="0">1000</us-gaap:Assets>
      <us-gaap:Liabilities contextRef="i" unitRef="u" decimals="0">-400</us-gaap:Liabilities>
      <us-gaap:StockholdersEquity contextRef="i" unitRef="u" decimals="0">1400</us-gaap:StockholdersEquity>
    </xbrli:xbrl>`;
    const outcome = extractTagged(xml, "instance.xml");
    expect(outcome.kind).toBe("statements");
    if (outcome.kind !== "statements") return;
    expect(
      outcome.statements[0]?.lineItems.map((i) => [
        i.key,
        i.amount,
        i.source && "scale" in i.source ? i.source.scale : null,
      ]),
    ).toEqual([
      ["total_assets", 1000, 0],
      ["total_liabilities", -400, 0],
      ["total_equity", 1400, 0],
    ]);
  });
});
