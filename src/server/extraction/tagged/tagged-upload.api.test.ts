import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, listOrgFiles, storedFiles, upload } from "../../../../test/support/files";
import { errorCodes, startTestServer, type TestOrg, type TestServer } from "../../../../test/support/harness";
import { buildZip } from "../../../../test/support/zip";
import type { FinancialDocumentDetail } from "../../../contract/documents";
import { type FinancialFile, finalFileStatuses } from "../../../contract/files";
import type { BackgroundTask } from "../../background/tasks";
import { MAX_DEPTH } from "./facts";
import { MAX_ENTRIES, MAX_ENTRY_BYTES } from "./filing-kind";

/**
 * Tagged filings through the API: upload (identified by content), extraction into documents with
 * tagged sources, content download with the right type; hostile zips and XML refused with the
 * contract's error and nothing stored.
 */
const CORPUS = join(__dirname, "../../../../../shared/ixbrl-corpus");
const IFRS = "http://xbrl.ifrs.org/taxonomy/2023-03-23/ifrs-full";

let server: TestServer;
let org: TestOrg;
let token: string;
const self = () => ({ token, as: { requester: org.id, target: org.id } });

type DocList = { items: Array<{ id: string; document_type: string; period: string; period_type: string }> };

/** A small ESEF report in millions of euros (scale 6), built here. */
function esefReport(): string {
  const ctx = (id: string, period: string) =>
    `<xbrli:context id="${id}"><xbrli:entity><xbrli:identifier scheme="http://standards.iso.org/iso/17442">529900T8BM49AURSDO55</xbrli:identifier></xbrli:entity><xbrli:period>${period}</xbrli:period></xbrli:context>`;
  const f = (name: string, c: string, text: string) =>
    `<td><ix:nonFraction name="ifrs-full:${name}" contextRef="${c}" unitRef="EUR" decimals="-5" scale="6" format="ixt:num-dot-decimal">${text}</ix:nonFraction></td>`;
  return `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"
 xmlns:ixt="http://www.xbrl.org/inlineXBRL/transformation/2020-02-12" xmlns:xbrli="http://www.xbrl.org/2003/instance"
 xmlns:iso4217="http://www.xbrl.org/2003/iso4217" xmlns:ifrs-full="${IFRS}">
<head><title>Acme Holding N.V. annual financial report 2023</title></head><body>
<div style="display:none"><ix:header><ix:hidden>
<ix:nonNumeric name="ifrs-full:NameOfReportingEntityOrOtherMeansOfIdentification" contextRef="d2023">Acme Holding N.V.</ix:nonNumeric>
</ix:hidden><ix:resources>
${ctx("i2023", "<xbrli:instant>2023-12-31</xbrli:instant>")}${ctx("i2022", "<xbrli:instant>2022-12-31</xbrli:instant>")}
${ctx("d2023", "<xbrli:startDate>2023-01-01</xbrli:startDate><xbrli:endDate>2023-12-31</xbrli:endDate>")}
<xbrli:unit id="EUR"><xbrli:measure>iso4217:EUR</xbrli:measure></xbrli:unit>
</ix:resources></ix:header></div>
<table>
<tr><td>Cash</td>${f("CashAndCashEquivalents", "i2023", "120.4")}${f("CashAndCashEquivalents", "i2022", "98.1")}</tr>
<tr><td>Total assets</td>${f("Assets", "i2023", "1,520.7")}${f("Assets", "i2022", "1,410.0")}</tr>
<tr><td>Total liabilities</td>${f("Liabilities", "i2023", "900.2")}${f("Liabilities", "i2022", "850.0")}</tr>
<tr><td>Total equity</td>${f("Equity", "i2023", "620.5")}${f("Equity", "i2022", "560.0")}</tr>
<tr><td>Equity and liabilities</td>${f("EquityAndLiabilities", "i2023", "1,520.7")}${f("EquityAndLiabilities", "i2022", "1,410.0")}</tr>
<tr><td>Revenue</td>${f("Revenue", "d2023", "2,310.9")}</tr>
<tr><td>Profit</td>${f("ProfitLoss", "d2023", "85.3")}</tr>
<tr><td>Government grants</td>${f("GovernmentGrants", "d2023", "1.2")}</tr>
</table></body></html>`;
}

function esefPackage(): Buffer {
  return buildZip([
    { name: "acme-2023/" },
    { name: "acme-2023/META-INF/" },
    {
      name: "acme-2023/META-INF/reportPackage.json",
      data: '{"documentInfo":{"documentType":"https://xbrl.org/report-package/2023/esef"}}',
    },
    { name: "acme-2023/META-INF/taxonomyPackage.xml", data: "<taxonomyPackage/>" },
    { name: "acme-2023/reports/" },
    { name: "acme-2023/reports/acme-2023-12-31-en.xhtml", data: esefReport() },
  ]);
}

function worker(): BackgroundTask {
  const task = server.built.tasks.find((t) => t.name === "job-worker");
  if (!task) throw new Error("no job worker task");
  return task;
}

async function uploadFiling(bytes: Buffer | string, name: string, type = "application/octet-stream") {
  return upload(server, `/organizations/${org.id}/financial-files`, {
    ...self(),
    currency: "EUR",
    file: { bytes: typeof bytes === "string" ? Buffer.from(bytes) : bytes, name, type },
  });
}

async function waitFinal(ids: string[]): Promise<Map<string, FinancialFile>> {
  return eventually(
    async () => {
      const r = await listOrgFiles(server, org, token, { limit: 100 });
      return new Map(r.body.items.map((f) => [f.id, f]));
    },
    (m) => ids.every((id) => finalFileStatuses.includes(m.get(id)?.status ?? "uploaded")),
    90_000,
    200,
  );
}

async function documentsOf(fileId: string): Promise<FinancialDocumentDetail[]> {
  const list = await server.request<DocList>("GET", `/organizations/${org.id}/documents`, {
    ...self(),
    query: { file_id: fileId, limit: 100 },
  });
  expect(list.status).toBe(200);
  const out: FinancialDocumentDetail[] = [];
  for (const d of list.body.items) {
    const r = await server.request<FinancialDocumentDetail>(
      "GET",
      `/organizations/${org.id}/documents/${d.id}`,
      self(),
    );
    out.push(r.body);
  }
  return out;
}

const amounts = (docs: FinancialDocumentDetail[], type: string, period: string) =>
  Object.fromEntries(
    docs.find((d) => d.document_type === type && d.period === period)?.line_items.map((i) => [i.key, i.amount]) ?? [],
  );

beforeAll(async () => {
  server = await startTestServer();
  org = await server.createOrg();
  token = await org.token();
});
afterAll(async () => {
  await server?.close();
});

describe("tagged filings through the API", () => {
  it("accepts a report package, an Inline XBRL document and an XBRL instance by content, and extracts exact figures", async () => {
    const pkg = await uploadFiling(esefPackage(), "acme-2023.zip");
    expect(pkg.status).toBe(200);
    expect(pkg.body.mime_type).toBe("application/zip");
    const corpus = existsSync(CORPUS);
    const group = corpus
      ? await uploadFiling(readFileSync(join(CORPUS, "uk_group_demo_tv_2020.html")), "demo-tv.pdf", "application/pdf")
      : undefined;
    const instance = corpus
      ? await uploadFiling(readFileSync(join(CORPUS, "dk_xbrl_kastrup_concepts_2017.xml")), "kastrup.xml")
      : undefined;
    if (group) expect([group.status, group.body.mime_type]).toEqual([200, "application/xhtml+xml"]);
    if (instance) expect([instance.status, instance.body.mime_type]).toEqual([200, "application/xml"]);

    worker().start();
    let files: Map<string, FinancialFile>;
    try {
      files = await waitFinal([
        pkg.body.id,
        ...(group ? [group.body.id] : []),
        ...(instance ? [instance.body.id] : []),
      ]);
    } finally {
      await worker().stop();
    }
    expect(files.get(pkg.body.id)?.status).toBe("valid");
    expect(files.get(pkg.body.id)?.file_message).toContain("Read from a tagged filing");
    expect(files.get(pkg.body.id)?.unmapped_facts).toEqual([
      {
        concept: "ifrs-full:GovernmentGrants",
        context: "d2023",
        period_start: "2023-01-01",
        period_end: "2023-12-31",
        unit: "EUR",
        amount: 1_200_000,
      },
    ]);
    const docs = await documentsOf(pkg.body.id);
    expect(amounts(docs, "balance_sheet", "2023-12-31")).toEqual({
      cash: 120_400_000,
      total_assets: 1_520_700_000,
      total_liabilities: 900_200_000,
      total_equity: 620_500_000,
      total_liabilities_and_equity: 1_520_700_000,
    });
    expect(amounts(docs, "income_statement", "2023-12-31")).toEqual({ revenue: 2_310_900_000, net_profit: 85_300_000 });
    const assets = docs
      .find((d) => d.document_type === "balance_sheet" && d.period === "2023-12-31")
      ?.line_items.find((i) => i.key === "total_assets");
    expect(assets?.confidence).toBe(1);
    expect(assets?.source).toMatchObject({
      concept: "ifrs-full:Assets",
      context: "i2023",
      period_start: null,
      period_end: "2023-12-31",
      unit: "EUR",
      scale: 6,
      file: "acme-2023/reports/acme-2023-12-31-en.xhtml",
      text: "1,520.7",
    });

    const content = await fetch(`${server.baseUrl}/organizations/${org.id}/financial-files/${pkg.body.id}/content`, {
      headers: {
        authorization: `Bearer ${token}`,
        "requester-organization-id": org.id,
        "target-organization-id": org.id,
      },
    });
    expect(content.status).toBe(200);
    expect(content.headers.get("content-type")).toBe("application/zip");
    // Downloaded under its own name and extension, never as a .pdf.
    expect(content.headers.get("content-disposition")).toContain(`filename="acme-2023.zip"`);
    expect(Buffer.from(await content.arrayBuffer()).equals(esefPackage())).toBe(true);

    if (group && instance) {
      const groupDocs = await documentsOf(group.body.id);
      expect(amounts(groupDocs, "balance_sheet", "2020-09-30")).toMatchObject({
        cash: 3_639_263,
        total_equity: 2_288_664,
      });
      expect(amounts(groupDocs, "income_statement", "2020-09-30")).toMatchObject({
        revenue: 21_444_801,
        net_profit: 1_719_447,
      });
      expect(files.get(group.body.id)?.file_message).toContain("group accounts");
      expect(files.get(group.body.id)?.unmapped_facts?.map((u) => u.concept)).toContain("core:WagesSalaries");
      const dkDocs = await documentsOf(instance.body.id);
      expect(amounts(dkDocs, "balance_sheet", "2017-12-31")).toMatchObject({
        total_assets: 675_941,
        total_equity: 426_895,
      });
      expect(amounts(dkDocs, "income_statement", "2017-12-31")).toMatchObject({
        revenue: 1_257_391,
        net_profit: 383_237,
      });
    }
  }, 180_000);

  it("refuses hostile zips and XML with not_allowed_file_type and stores nothing", async () => {
    const before = storedFiles(server.config.dataDir);
    const report = esefReport();
    const hostile: Array<[string, Buffer | string]> = [
      ["traversal", buildZip([{ name: "p/META-INF/" }, { name: "p/reports/../../../etc/evil.xhtml", data: report }])],
      [
        "bomb",
        buildZip([
          { name: "p/META-INF/" },
          { name: "p/reports/r.xhtml", data: Buffer.alloc(MAX_ENTRY_BYTES + 1024, 0x20) },
        ]),
      ],
      [
        "nested",
        buildZip([{ name: "p/META-INF/" }, { name: "p/reports/inner.zip", data: esefPackage(), deflate: false }]),
      ],
      ["encrypted", buildZip([{ name: "p/META-INF/" }, { name: "p/reports/r.xhtml", data: report, encrypted: true }])],
      [
        "too many entries",
        buildZip(Array.from({ length: MAX_ENTRIES + 1 }, (_, i) => ({ name: `p/META-INF/f${i}.txt`, data: "x" }))),
      ],
      ["not a package", buildZip([{ name: "notes.txt", data: "hello" }])],
      [
        "entity expansion",
        `<?xml version="1.0"?><!DOCTYPE html [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><html xmlns="http://www.w3.org/1999/xhtml"><body>&b;</body></html>`,
      ],
      [
        "deep nesting",
        `<html xmlns="http://www.w3.org/1999/xhtml">${"<div>".repeat(MAX_DEPTH * 4)}${"</div>".repeat(MAX_DEPTH * 4)}</html>`,
      ],
      ["plain html", "<html><body><p>Annual report</p></body></html>"],
      ["gif", Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(200, 1)])],
    ];
    for (const [what, bytes] of hostile) {
      const r = await uploadFiling(bytes, `${what}.zip`);
      expect([what, r.status, ...errorCodes(r)]).toEqual([what, 400, "not_allowed_file_type"]);
    }
    expect(storedFiles(server.config.dataDir)).toEqual(before);
  }, 120_000);
});
