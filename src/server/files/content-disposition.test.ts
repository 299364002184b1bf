import { describe, expect, it } from "vitest";
import { matchesEtag } from "./content";
import { contentDisposition } from "./filename";

/** RFC 6266 / RFC 5987 file names of downloads, and If-None-Match matching. */
describe("contentDisposition", () => {
  it("keeps an ASCII name as it is, in both parameters", () => {
    expect(contentDisposition("report-2025_Q4.pdf")).toBe(
      `attachment; filename="report-2025_Q4.pdf"; filename*=UTF-8''report-2025_Q4.pdf`,
    );
  });

  it("escapes quotes, backslashes and percent signs in the fallback and percent-encodes UTF-8 in filename*", () => {
    expect(contentDisposition('a "quoted" 100% naïve.pdf')).toBe(
      `attachment; filename="a _quoted_ 100_ na_ve.pdf"; filename*=UTF-8''a%20%22quoted%22%20100%25%20na%C3%AFve.pdf`,
    );
    expect(contentDisposition("財務諸表.PDF")).toBe(
      `attachment; filename="____.PDF"; filename*=UTF-8''%E8%B2%A1%E5%8B%99%E8%AB%B8%E8%A1%A8.PDF`,
    );
  });

  it("never lets a header break out: control characters and path separators become _", () => {
    const header = contentDisposition("evil\r\nSet-Cookie: x=1/..\\a.pdf");
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="evil__Set-Cookie: x=1_.._a.pdf"; filename*=UTF-8''evil__Set-Cookie%3A%20x%3D1_.._a.pdf`,
    );
  });

  it("adds .pdf to a name without it, and names a blank one 'file.pdf'", () => {
    expect(contentDisposition("statements")).toContain(`filename="statements.pdf"`);
    expect(contentDisposition("   ")).toContain(`filename="file.pdf"`);
  });
});

describe("matchesEtag", () => {
  const etag = `"${"a".repeat(64)}"`;
  it("matches strong, weak, listed and * tags; nothing else", () => {
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`W/${etag}`, etag)).toBe(true);
    expect(matchesEtag(`"x", ${etag}`, etag)).toBe(true);
    expect(matchesEtag("*", etag)).toBe(true);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(matchesEtag(`"${"b".repeat(64)}"`, etag)).toBe(false);
    expect(matchesEtag("a".repeat(64), etag)).toBe(false);
  });

  it("gives a tagged filing its kind's extension instead of .pdf", () => {
    expect(contentDisposition("accounts.html", "application/xhtml+xml")).toContain(`filename="accounts.html"`);
    expect(contentDisposition("accounts", "application/xhtml+xml")).toContain(`filename="accounts.xhtml"`);
    expect(contentDisposition("report-package", "application/zip")).toContain(`filename="report-package.zip"`);
    expect(contentDisposition("instance.xml", "application/xml")).toContain(`filename="instance.xml"`);
  });
});
