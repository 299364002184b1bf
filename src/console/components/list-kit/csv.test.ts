import { describe, expect, it } from "vitest";
import { type CsvColumn, csvColumnsOf, csvField, type ExportableColumn, fetchAllPages, toCsv, utf8Bom } from "./csv";

describe("CSV export", () => {
  it("quotes what needs quoting and keeps formula triggers as text", () => {
    expect(csvField('Atlas "North", Ltd')).toBe('"Atlas ""North"", Ltd"');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("+44 20 7946 0000")).toBe("'+44 20 7946 0000");
    expect(csvField("-1+1")).toBe("'-1+1");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField('=cmd|" /C calc"!A0')).toBe(`"'=cmd|"" /C calc""!A0"`);
    expect(csvField(-12.5)).toBe("-12.5");
    expect(csvField(null)).toBe("");
  });

  it("writes a BOM, a header and a line per row", () => {
    const csv = toCsv(
      [
        { header: "Name", value: (r: { n: string; a: number }) => r.n },
        { header: "Amount", value: (r) => r.a },
      ],
      [
        { n: "Zürich AG", a: 1 },
        { n: "B, C", a: 2 },
      ],
    );
    expect(csv).toBe(`${utf8Bom}Name,Amount\r\nZürich AG,1\r\n"B, C",2\r\n`);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
  });

  it("writes instants in the chosen zone and names the zone in the header", () => {
    const columns: Array<CsvColumn<{ at: string | null }>> = [
      { header: "Created", kind: "instant", value: (r) => r.at },
    ];
    const rows = [{ at: "2026-11-26T13:05:00Z" }, { at: null }];
    expect(toCsv(columns, rows, { timeZone: "Europe/Paris" })).toBe(
      `${utf8Bom}Created (Europe/Paris)\r\n2026-11-26 14:05\r\n\r\n`,
    );
    expect(toCsv(columns, rows, { timeZone: "Asia/Tokyo" })).toBe(
      `${utf8Bom}Created (Asia/Tokyo)\r\n2026-11-26 22:05\r\n\r\n`,
    );
  });

  it("takes the file's columns from the table's: shown ones, in order, each as its csv says", () => {
    type Row = { id: string; name: string; reference: string; status: "sign_document_created"; score: number };
    const statusWords = { sign_document_created: "Sent for signature" } as const;
    const columns: Array<ExportableColumn<Row>> = [
      {
        id: "name",
        header: "Organization",
        accessorFn: (r) => r.name,
        csv: [
          { header: "Organization", value: (r) => r.name },
          { header: "Reference", value: (r) => r.reference },
        ],
      },
      { id: "status", header: "Status", accessorFn: (r) => r.status, csv: { value: (r) => statusWords[r.status] } },
      { id: "score", header: "Score", accessorFn: (r) => r.score },
      { id: "hidden", header: "Hidden", accessorFn: (r) => r.id },
      { id: "pdf", header: "PDF", accessorFn: () => "", csv: false },
      { id: "actions", header: () => "Actions" },
    ];
    const csvColumns = csvColumnsOf(columns, ["hidden"]);
    expect(csvColumns.map((c) => c.header)).toEqual(["Organization", "Reference", "Status", "Score"]);
    const row: Row = {
      id: "0b6c…",
      name: "Atlas",
      reference: "CA-2026-000042",
      status: "sign_document_created",
      score: 71,
    };
    expect(toCsv(csvColumns, [row])).toBe(
      `${utf8Bom}Organization,Reference,Status,Score\r\nAtlas,CA-2026-000042,Sent for signature,71\r\n`,
    );
  });

  it("reads every page of the filtered list", async () => {
    const all = Array.from({ length: 250 }, (_, i) => i);
    const seen: number[] = [];
    const rows = await fetchAllPages(async (limit, offset) => {
      seen.push(offset);
      return { items: all.slice(offset, offset + limit), total_items: all.length };
    });
    expect(rows).toEqual(all);
    expect(seen).toEqual([0, 100, 200]);
  });
});
