import { describe, expect, it } from "vitest";
import { csvField, fetchAllPages, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes what needs quoting and keeps formula triggers as text", () => {
    expect(csvField('Atlas "North", Ltd')).toBe('"Atlas ""North"", Ltd"');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField(-12.5)).toBe("-12.5");
    expect(csvField(null)).toBe("");
  });

  it("writes a header and a line per row", () => {
    const csv = toCsv(
      [
        { header: "Name", value: (r: { n: string; a: number }) => r.n },
        { header: "Amount", value: (r) => r.a },
      ],
      [
        { n: "A", a: 1 },
        { n: "B, C", a: 2 },
      ],
    );
    expect(csv).toBe('Name,Amount\r\nA,1\r\n"B, C",2\r\n');
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
