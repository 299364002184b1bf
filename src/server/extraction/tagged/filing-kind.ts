import yauzl from "yauzl";
import type { FilingKind } from "../../../contract/files";
import { readTaggedDocument, TaggedDocumentError } from "./facts";

/**
 * What an uploaded file is, told from its bytes (never from the declared type or name): a PDF, an
 * Inline XBRL document, an XBRL instance or a report package (zip with META-INF/ and reports/).
 * A report package is checked entry by entry before anything is kept: no path leaving the
 * package, no encrypted entry, no zip inside, at most MAX_ENTRIES entries, each expanding to at
 * most MAX_ENTRY_BYTES and all together to MAX_PACKAGE_BYTES (yauzl checks the real sizes against
 * the declared ones while inflating). See docs/api-conventions.md §13.
 */
export type { FilingKind };

export const MAX_ENTRIES = 1000;
export const MAX_ENTRY_BYTES = 50 * 1024 * 1024;
export const MAX_PACKAGE_BYTES = 100 * 1024 * 1024;

/** Why an upload is refused, in one sentence for the API's error message. */
export class FilingRefusedError extends Error {}

const PDF_MAGIC = Buffer.from("%PDF-", "latin1");
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The kind the first bytes suggest (a text file must still parse as a filing), or undefined. */
export function sniffKind(head: Buffer): "pdf" | "zip" | "xml" | undefined {
  if (head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return "pdf";
  if (head.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) return "zip";
  let i = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  while (i < head.length && (head[i] === 0x20 || head[i] === 0x09 || head[i] === 0x0a || head[i] === 0x0d)) i++;
  if (head[i] === 0x3c /* < */) return "xml";
  return undefined;
}

/** The decoded text of an XML file (UTF-8; a BOM is dropped). */
export function xmlText(bytes: Buffer): string {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  return bytes.subarray(start).toString("utf8");
}

export interface ReportPackage {
  /** The report's path inside the package. */
  reportPath: string;
  report: Buffer;
}

function refuse(why: string): never {
  throw new FilingRefusedError(why);
}

function isReport(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.endsWith(".xhtml") || lower.endsWith(".html") || lower.endsWith(".htm") || lower.endsWith(".xbrl");
}

/** Reads and checks a report package; the first report under reports/ is returned. */
export async function readReportPackage(bytes: Buffer): Promise<ReportPackage> {
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (err, z) =>
        err ? reject(err) : resolve(z),
      ),
    );
  } catch (err) {
    refuse(`Not a readable zip: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (zip.entryCount > MAX_ENTRIES) {
    zip.close();
    refuse(`The package has more than ${MAX_ENTRIES} entries`);
  }
  let total = 0;
  let hasMetaInf = false;
  const reports: ReportPackage[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on("error", reject);
      zip.on("end", () => resolve());
      zip.on("entry", (entry: yauzl.Entry) => {
        try {
          const name = entry.fileName;
          const parts = name.split("/");
          if (name.startsWith("/") || name.includes("\\") || parts.includes("..") || name.includes(":")) {
            refuse(`The package's entry "${name}" leaves the package`);
          }
          if (entry.isEncrypted()) refuse(`The package's entry "${name}" is encrypted`);
          if (name.toLowerCase().endsWith(".zip")) refuse(`The package holds another zip ("${name}")`);
          if (entry.uncompressedSize > MAX_ENTRY_BYTES) refuse(`The package's entry "${name}" expands too far`);
          total += entry.uncompressedSize;
          if (total > MAX_PACKAGE_BYTES) refuse(`The package expands to more than ${MAX_PACKAGE_BYTES} bytes`);
          const dirs = parts.slice(0, -1);
          if (dirs.includes("META-INF")) hasMetaInf = true;
          if (name.endsWith("/")) {
            zip.readEntry();
            return;
          }
          const inReports = dirs.includes("reports");
          zip.openReadStream(entry, (err, stream) => {
            if (err) return reject(err);
            const chunks: Buffer[] = [];
            let size = 0;
            stream.on("data", (c: Buffer) => {
              size += c.length;
              if (size > MAX_ENTRY_BYTES) stream.destroy(new FilingRefusedError(`The entry "${name}" expands too far`));
              else if (chunks.length === 0 && c.subarray(0, 4).equals(ZIP_MAGIC)) {
                stream.destroy(new FilingRefusedError(`The package holds another zip ("${name}")`));
              } else if (inReports && isReport(name)) chunks.push(c);
              else if (chunks.length === 0) chunks.push(c.subarray(0, 4));
            });
            stream.on("error", reject);
            stream.on("end", () => {
              if (inReports && isReport(name)) reports.push({ reportPath: name, report: Buffer.concat(chunks) });
              zip.readEntry();
            });
          });
        } catch (err) {
          reject(err);
        }
      });
      zip.readEntry();
    });
  } catch (err) {
    zip.close();
    if (err instanceof FilingRefusedError) throw err;
    refuse(`The package could not be read: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!hasMetaInf) refuse("A zip must be a report package: no META-INF/ folder");
  const report = reports.sort((a, b) => a.reportPath.localeCompare(b.reportPath))[0];
  if (!report) refuse("A zip must be a report package: no report under reports/");
  return report;
}

/**
 * The kind of a complete file, checked: a text file must parse as an Inline XBRL document or an
 * XBRL instance (no DTD, bounded nesting), a zip as a report package whose report does.
 */
export async function detectFilingKind(bytes: Buffer): Promise<FilingKind> {
  const sniffed = sniffKind(bytes.subarray(0, 64));
  if (sniffed === "pdf") return "pdf";
  if (sniffed === "zip") {
    const pkg = await readReportPackage(bytes);
    checkTagged(xmlText(pkg.report), pkg.reportPath);
    return "report_package";
  }
  if (sniffed === "xml") return checkTagged(xmlText(bytes), "upload");
  refuse("Only PDF files and tagged filings (Inline XBRL, XBRL instance, report package) are allowed");
}

function checkTagged(text: string, file: string): "ixbrl" | "xbrl" {
  try {
    const doc = readTaggedDocument(text, file);
    if (doc.numericFacts.length === 0 && doc.textFacts.length === 0 && doc.contexts.size === 0) {
      refuse("The document holds no tagged facts (neither Inline XBRL nor an XBRL instance)");
    }
    return doc.kind;
  } catch (err) {
    if (err instanceof TaggedDocumentError) refuse(err.message);
    throw err;
  }
}
