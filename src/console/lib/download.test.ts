import { describe, expect, it } from "vitest";
import { pdfFileName } from "./download";

describe("pdfFileName", () => {
  it("keeps a PDF's name, adds .pdf to one without it, and never keeps a path separator", () => {
    expect(pdfFileName("Annual report 2025 – Ü.pdf")).toBe("Annual report 2025 – Ü.pdf");
    expect(pdfFileName("report.PDF")).toBe("report.PDF");
    expect(pdfFileName("balance sheet")).toBe("balance sheet.pdf");
    expect(pdfFileName("a/b\\c.pdf")).toBe("a_b_c.pdf");
    expect(pdfFileName("  ")).toBe("file.pdf");
  });
});
