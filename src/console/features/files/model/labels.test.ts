import { describe, expect, it } from "vitest";
import { MAX_FILE_BYTES } from "../../../../contract/files";
import { formatBytes } from "./labels";

describe("formatBytes", () => {
  it("an 11 MB file does not read as the 10 MB limit", () => {
    expect(formatBytes(MAX_FILE_BYTES)).toBe("10 MB");
    expect(formatBytes(11_000_000)).toBe("10.5 MB");
    expect(formatBytes(MAX_FILE_BYTES + 200_000)).toBe("10.2 MB");
  });

  it("small sizes in bytes and KB", () => {
    expect(formatBytes(1)).toBe("1 byte");
    expect(formatBytes(830 * 1024)).toBe("830 KB");
    expect(formatBytes(1536)).toBe("1.5 KB");
  });
});
