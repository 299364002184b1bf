import { describe, expect, it } from "vitest";
import { MAX_FILE_BYTES } from "../../../../contract/files";
import {
  checkFile,
  checkFileSync,
  isSafeFileName,
  newItem,
  nextToStart,
  problemFor,
  queueReducer,
  summarize,
  summaryWords,
  type UploadItem,
} from "./upload-queue";

const pdfBytes = new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n");
const pdf = (name = "report.pdf", bytes: Uint8Array<ArrayBuffer> = pdfBytes, type = "application/pdf") =>
  new File([bytes], name, { type });

describe("client-side checks (the API's limits)", () => {
  it("accepts a PDF by its declared type and by its bytes", async () => {
    expect(checkFileSync(pdf())).toBeNull();
    expect(await checkFile(pdf())).toBeNull();
  });

  it("accepts a .pdf without a declared type when its bytes are a PDF", async () => {
    expect(await checkFile(pdf("scan.PDF", pdfBytes, ""))).toBeNull();
  });

  it("refuses another declared type as not_allowed_file_type", () => {
    expect(checkFileSync(pdf("sheet.xlsx", pdfBytes, "application/vnd.ms-excel"))?.code).toBe("not_allowed_file_type");
  });

  it("refuses a file named .pdf whose bytes are not a PDF", async () => {
    const problem = await checkFile(pdf("notes.pdf", new TextEncoder().encode("hello")));
    expect(problem?.code).toBe("not_allowed_file_type");
    expect(problem?.message).toMatch(/not a PDF/i);
  });

  it("refuses an empty file", async () => {
    expect((await checkFile(pdf("empty.pdf", new Uint8Array())))?.message).toBe("The file is empty.");
  });

  it("accepts exactly MAX_FILE_BYTES and refuses one byte more as invalid_file_size", () => {
    const at = { name: "big.pdf", type: "application/pdf", size: MAX_FILE_BYTES };
    expect(checkFileSync(at)).toBeNull();
    const over = checkFileSync({ ...at, size: MAX_FILE_BYTES + 1 });
    expect(over?.code).toBe("invalid_file_size");
    expect(over?.message).toContain("10,485,760 bytes");
  });

  it("applies the API's file-name rule", () => {
    expect(isSafeFileName("Annual report 2025.pdf")).toBe(true);
    expect(isSafeFileName("   ")).toBe(false);
    expect(isSafeFileName("..")).toBe(false);
    expect(isSafeFileName("a/b.pdf")).toBe(false);
    expect(isSafeFileName("report\u202Efdp.exe")).toBe(false);
    expect(isSafeFileName(`${"x".repeat(252)}.pdf`)).toBe(false);
    expect(checkFileSync({ name: "a\\b.pdf", type: "application/pdf", size: 10 })?.code).toBe("invalid_file_name");
  });

  it("has words for every upload error the API answers with", () => {
    for (const code of [
      "not_allowed_file_type",
      "invalid_file_size",
      "invalid_file_name",
      "invalid_currency",
      "no_subscription",
    ]) {
      expect(problemFor(code).message).not.toBe("The upload failed.");
    }
    expect(problemFor("something_else", "From the API").message).toBe("From the API");
  });
});

describe("the queue", () => {
  function queued(n: number): UploadItem[] {
    let items: UploadItem[] = [];
    const added = Array.from({ length: n }, (_, i) => newItem(pdf(`f${i}.pdf`), { currency: "USD" }));
    items = queueReducer(items, { type: "add", items: added });
    for (const i of added) items = queueReducer(items, { type: "checked", id: i.id, problem: null });
    return items;
  }

  it("moves a file checking → queued → uploading → done with its progress", () => {
    let items = queued(1);
    const id = items[0]?.id ?? "";
    expect(items[0]?.state).toBe("queued");
    items = queueReducer(items, { type: "start", id });
    items = queueReducer(items, { type: "progress", id, progress: 0.4 });
    expect(items[0]).toMatchObject({ state: "uploading", progress: 0.4 });
    // Progress never goes back.
    items = queueReducer(items, { type: "progress", id, progress: 0.2 });
    expect(items[0]?.progress).toBe(0.4);
    items = queueReducer(items, { type: "done", id, fileId: "f-1" });
    expect(items[0]).toMatchObject({ state: "done", progress: 1, fileId: "f-1" });
  });

  it("keeps a refused file with its problem, beside the others", () => {
    let items = queueReducer([], { type: "add", items: [newItem(pdf("a.pdf")), newItem(pdf("b.pdf"))] });
    const [a, b] = items;
    items = queueReducer(items, { type: "checked", id: a?.id ?? "", problem: problemFor("invalid_file_size") });
    items = queueReducer(items, { type: "checked", id: b?.id ?? "", problem: null });
    expect(items.map((i) => i.state)).toEqual(["rejected", "queued"]);
    items = queueReducer(items, { type: "start", id: b?.id ?? "" });
    items = queueReducer(items, { type: "failed", id: b?.id ?? "", problem: problemFor("no_subscription") });
    expect(items[1]?.problem?.message).toMatch(/subscription/);
    expect(summaryWords(summarize(items))).toBe("2 files not accepted.");
  });

  it("starts at most `concurrency` uploads, in order", () => {
    let items = queued(4);
    const first = nextToStart(items, 2);
    expect(first.map((i) => i.file.name)).toEqual(["f0.pdf", "f1.pdf"]);
    for (const i of first) items = queueReducer(items, { type: "start", id: i.id });
    expect(nextToStart(items, 2)).toEqual([]);
    items = queueReducer(items, { type: "done", id: first[0]?.id ?? "", fileId: "x" });
    expect(nextToStart(items, 2).map((i) => i.file.name)).toEqual(["f2.pdf"]);
  });

  it("cancels, retries and clears finished uploads", () => {
    let items = queued(2);
    const [a, b] = items;
    items = queueReducer(items, { type: "start", id: a?.id ?? "" });
    items = queueReducer(items, { type: "cancel", id: a?.id ?? "" });
    // A late failure of a canceled upload does not overwrite the cancel.
    items = queueReducer(items, { type: "failed", id: a?.id ?? "", problem: problemFor("network_error") });
    expect(items[0]?.state).toBe("canceled");
    items = queueReducer(items, { type: "retry", id: a?.id ?? "" });
    expect(items[0]?.state).toBe("queued");
    items = queueReducer(items, { type: "start", id: b?.id ?? "" });
    items = queueReducer(items, { type: "done", id: b?.id ?? "", fileId: "y" });
    expect(summaryWords(summarize(items))).toBe("1 file in progress, 1 file uploaded.");
    items = queueReducer(items, { type: "clear-finished" });
    expect(items.map((i) => i.file.name)).toEqual(["f0.pdf"]);
  });

  it("keeps the parts chosen when the file was added", () => {
    const item = newItem(pdf(), { currency: "EUR", document_request_id: "r-1" });
    expect(item.fields).toEqual({ currency: "EUR", document_request_id: "r-1" });
  });

  it("holds a duplicate until the user answers: Upload anyway queues it, Skip finishes it unsent", () => {
    const dup = { id: "f-1", original_filename: "report.pdf", uploaded_at: "2026-01-02T10:00:00Z" };
    let items: UploadItem[] = [newItem(pdf("a.pdf")), newItem(pdf("b.pdf"))];
    const [a, b] = items as [UploadItem, UploadItem];
    items = queueReducer(items, { type: "checked", id: a.id, problem: null, duplicateOf: dup });
    items = queueReducer(items, { type: "checked", id: b.id, problem: null, duplicateOf: dup });
    expect(items.map((i) => i.state)).toEqual(["duplicate", "duplicate"]);
    expect(items[0]?.duplicateOf).toEqual(dup);
    // Nothing starts while the question is open.
    expect(nextToStart(items, 2)).toEqual([]);
    expect(summaryWords(summarize(items))).toBe("2 files uploaded before: upload again or skip.");
    items = queueReducer(items, { type: "keep", id: a.id });
    items = queueReducer(items, { type: "skip", id: b.id });
    expect(items.map((i) => i.state)).toEqual(["queued", "skipped"]);
    expect(nextToStart(items, 2).map((i) => i.id)).toEqual([a.id]);
    // An answer counts once: a skipped file is not queued again.
    items = queueReducer(items, { type: "keep", id: b.id });
    expect(items[1]?.state).toBe("skipped");
    expect(summaryWords(summarize(items))).toBe("1 file in progress, 1 file skipped.");
    items = queueReducer(items, { type: "clear-finished" });
    expect(items.map((i) => i.file.name)).toEqual(["a.pdf"]);
  });

  it("keeps the API's duplicate_file warning on an uploaded file", () => {
    const dup = { id: "f-1", original_filename: "report.pdf", uploaded_at: "2026-01-02T10:00:00Z" };
    let items: UploadItem[] = [newItem(pdf("a.pdf"))];
    const id = items[0]?.id ?? "";
    items = queueReducer(items, { type: "checked", id, problem: null });
    items = queueReducer(items, { type: "start", id });
    items = queueReducer(items, { type: "done", id, fileId: "f-2", duplicateOf: dup });
    expect(items[0]).toMatchObject({ state: "done", fileId: "f-2", duplicateOf: dup });
  });
});
