import { describe, expect, it } from "vitest";
import { ANOTHER_ORGANIZATION_ID } from "../../../../contract/common";
import { MAX_FILE_BYTES } from "../../../../contract/files";
import { formatBytes, uploaderLabel } from "./labels";

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

describe("uploaderLabel", () => {
  const guest = "11111111-1111-4111-8111-111111111111";
  const nameOf = (id: string) => (id === guest ? "Guest Ltd" : null);

  it("shows another Host of the Guest as 'Another organization', never its marker id", () => {
    expect(uploaderLabel(ANOTHER_ORGANIZATION_ID, nameOf)).toBe("Another organization");
    expect(uploaderLabel(ANOTHER_ORGANIZATION_ID)).toBe("Another organization");
  });

  it("names a known uploader, and gives null for an unknown one", () => {
    expect(uploaderLabel(guest, nameOf)).toBe("Guest Ltd");
    expect(uploaderLabel("22222222-2222-4222-8222-222222222222", nameOf)).toBeNull();
  });
});
