import { describe, expect, it } from "vitest";
import { savedFileName } from "./download";

describe("savedFileName", () => {
  it("keeps a PDF's name, adds .pdf to one without it, and never keeps a path separator", () => {
    expect(savedFileName("Annual report 2025 – Ü.pdf", "application/pdf")).toBe("Annual report 2025 – Ü.pdf");
    expect(savedFileName("report.PDF", "application/pdf")).toBe("report.PDF");
    expect(savedFileName("balance sheet", "application/pdf")).toBe("balance sheet.pdf");
    expect(savedFileName("a/b\\c.pdf", "application/pdf")).toBe("a_b_c.pdf");
    expect(savedFileName("  ", "application/pdf")).toBe("file.pdf");
  });

  it("gives a tagged filing its own extension, never .pdf", () => {
    expect(savedFileName("accounts.html", "application/xhtml+xml")).toBe("accounts.html");
    expect(savedFileName("accounts", "application/xhtml+xml; charset=utf-8")).toBe("accounts.xhtml");
    expect(savedFileName("instance.xbrl", "application/xml")).toBe("instance.xbrl");
    expect(savedFileName("esef-report", "application/zip")).toBe("esef-report.zip");
    expect(savedFileName("accounts.pdf", "application/zip")).toBe("accounts.pdf.zip");
  });
});
