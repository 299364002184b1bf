import { createCanvas } from "@napi-rs/canvas";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { stopOcr } from "./ocr";
import { readPdfText } from "./pdf-text";

/** A one-page PDF holding only a picture of the given rows (label left, amounts right-aligned). */
async function scannedPdf(rows: string[][]): Promise<Uint8Array> {
  const scale = 200 / 72;
  const [w, h] = [595, 420];
  const canvas = createCanvas(Math.round(w * scale), Math.round(h * scale));
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = "#111";
  ctx.font = `${Math.round(11 * scale)}px sans-serif`;
  rows.forEach((row, i) => {
    const y = (60 + i * 22) * scale;
    ctx.textAlign = "left";
    ctx.fillText(row[0] ?? "", 50 * scale, y);
    row.slice(1).forEach((cell, j) => {
      ctx.textAlign = "right";
      ctx.fillText(cell, (420 + j * 100) * scale, y);
    });
  });
  const doc = await PDFDocument.create();
  const png = await doc.embedPng(canvas.toBuffer("image/png"));
  doc.addPage([w, h]).drawImage(png, { x: 0, y: 0, width: w, height: h });
  return doc.save();
}

afterAll(() => stopOcr());

describe("OCR of image-only PDFs", () => {
  it("reads a page without a text layer into lines and cells in PDF points, marked as OCR", async () => {
    const pdf = await scannedPdf([
      ["Bilanz zum 31. Dezember 2024"],
      ["", "2024", "2023"],
      ["Umsatzerlöse", "1.234.567", "998.001"],
      ["Total assets", "(12,345)", "45,678"],
    ]);
    const text = await readPdfText(pdf);
    expect(text.ocr).toBe(true);
    expect(text.ocrPages).toEqual([1]);
    expect(text.ocrMsPerPage).toBeGreaterThan(0);
    expect(text.lines.every((l) => l.ocr === true && l.page === 1)).toBe(true);
    const row = text.lines.find((l) => l.cells[0]?.text === "Umsatzerlöse");
    expect(row?.cells.map((c) => c.text)).toEqual(["Umsatzerlöse", "1.234.567", "998.001"]);
    const total = text.lines.find((l) => l.cells[0]?.text === "Total assets");
    expect(total?.cells.map((c) => c.text)).toEqual(["Total assets", "(12,345)", "45,678"]);
    // Right-aligned amounts end where they were drawn (x = 420 and 520 points), rows run downwards.
    expect(Math.abs((total?.cells[1]?.x1 ?? 0) - 420)).toBeLessThan(4);
    expect(Math.abs((total?.cells[2]?.x1 ?? 0) - 520)).toBeLessThan(4);
    expect((row?.y ?? 0) > (total?.y ?? 0)).toBe(true);
    expect(total?.cells.every((c) => (c.confidence ?? 0) > 0.5 && (c.confidence ?? 2) <= 1)).toBe(true);
  }, 60_000);

  it("leaves PDFs with a text layer to the text reader", async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText("Balance sheet as at 31 December 2024 with enough text to count", { x: 50, y: 700 });
    const text = await readPdfText(await doc.save());
    expect(text.ocr).toBeUndefined();
    expect(text.lines[0]?.ocr).toBeUndefined();
  });

  it("stops when the signal aborts", async () => {
    const pdf = await scannedPdf([["Cash", "1,000"]]);
    const controller = new AbortController();
    const read = readPdfText(pdf, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("stopped")), 50);
    await expect(read).rejects.toThrow("stopped");
  }, 60_000);
});
