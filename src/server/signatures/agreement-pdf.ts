import { createHash } from "node:crypto";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { P12Signer } from "@signpdf/signer-p12";
import { SignPdf } from "@signpdf/signpdf";
import { SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

/**
 * The credit agreement as a PDF (api-design §10): generated from the application when the
 * forwarder sends it; on signing, a signature page and an audit page are added and the whole file is
 * sealed with a detached CMS signature (SubFilter ETSI.CAdES.detached, SHA-256) by the service's
 * certificate. pdf-lib writes the pages, @signpdf adds the placeholder and the CMS (node-forge).
 */

/** A party as the agreement names it: its legal name, contact and address (null = not on file). */
export interface AgreementParty {
  legalName: string;
  email: string;
  address: string | null;
}

/**
 * The credit decision the agreement states (the application's latest approve): the amount and
 * currency granted, whether that is the amount requested, every condition and, only where the
 * forwarder's settings say so, the analyst's reason.
 */
export interface AgreementDecision {
  approvedAmount: number;
  currency: string;
  asRequested: boolean;
  requestedAmount: number;
  conditions: string[];
  reason: string | null;
  decidedAt: Date;
}

export interface AgreementFacts {
  reference: string;
  applicationId: string;
  applicationType: string;
  forwarder: AgreementParty;
  shipper: AgreementParty;
  decision: AgreementDecision;
  paymentTerms: string;
  applicationCreatedAt: Date;
  applicationExpiresAt: Date | null;
  details: Array<[string, string]>;
  signerName: string;
  signerEmail: string;
  message: string | null;
  sentAt: Date;
  processExpiresAt: Date;
}

export interface AuditEvent {
  type: string;
  at: Date;
  who: string;
  detail: string | null;
}

export interface SealFacts {
  signerName: string;
  signedAt: Date;
  consentText: string;
  originalSha256: string;
  events: AuditEvent[];
  reference: string;
  applicationId: string;
}

export interface SigningIdentity {
  p12: Buffer;
  passphrase: string;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

const typeNames: Record<string, string> = {
  credit_terms: "Credit terms",
  trade_finance: "Trade finance",
  factoring: "Factoring",
};

/** A timestamp to the second with its zone written out: "2026-11-26 06:40:12 UTC". */
export function utc(d: Date): string {
  return `${d.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

/** Said once on every page that prints times. */
const ZONE_NOTE = "All times are Coordinated Universal Time (UTC).";

/** The lines of an approval's `conditions`: one condition a line, list marks ("-", "1.") dropped. */
export function conditionLines(conditions: string | null | undefined): string[] {
  return (conditions ?? "")
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*(?:[-*\u2022]|\d+[.)])\s+/, "").trim())
    .filter((l) => l.length > 0);
}

/**
 * Text the standard Helvetica font can draw (WinAnsi): accents are kept where WinAnsi has them,
 * other letters lose their marks, anything else becomes "?". A name in another script never makes
 * the PDF fail.
 */
function drawable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  let out = "";
  for (const ch of text.replace(/[\r\n\t]+/g, " ")) {
    const cp = ch.codePointAt(0) ?? 63;
    if (supported.has(cp)) {
      out += ch;
      continue;
    }
    const plain = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    out += [...plain].every((c) => supported.has(c.codePointAt(0) ?? 0)) && plain.length > 0 ? plain : "?";
  }
  return out;
}

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([595.28, 841.89]);
    this.y = 790;
  }
  private ensure(h: number): void {
    if (this.y - h < 60) {
      this.page = this.doc.addPage([595.28, 841.89]);
      this.y = 790;
    }
  }
  /** Draws text wrapped to the page width. */
  text(text: string, opts: { size?: number; bold?: boolean; indent?: number; gap?: number } = {}): void {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.font;
    const x = 56 + (opts.indent ?? 0);
    const width = 595.28 - 56 - x;
    const words = drawable(font, text).split(" ");
    let line = "";
    const lines: string[] = [];
    for (const w of words) {
      const next = line ? `${line} ${w}` : w;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = w;
      } else {
        line = next;
      }
    }
    lines.push(line);
    for (const l of lines) {
      this.ensure(size + 4);
      // A single word longer than the line is cut rather than drawn off the page.
      let shown = l;
      while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > width) shown = shown.slice(0, -1);
      this.page.drawText(shown, { x, y: this.y, size, font, color: rgb(0.1, 0.1, 0.12) });
      this.y -= size + 4;
    }
    this.y -= opts.gap ?? 2;
  }
  row(label: string, value: string): void {
    this.ensure(16);
    const y = this.y;
    this.page.drawText(drawable(this.bold, label), { x: 56, y, size: 10, font: this.bold });
    this.text(value, { indent: 150 });
    if (this.y > y - 14) this.y = y - 14;
  }
  rule(): void {
    this.ensure(12);
    this.page.drawLine({
      start: { x: 56, y: this.y + 4 },
      end: { x: 539, y: this.y + 4 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.65),
    });
    this.y -= 10;
  }
}

export function formatAmount(amount: number, currency: string): string {
  return `${new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
}

function partyRows(w: Writer, label: string, p: AgreementParty): void {
  w.row(label, p.legalName);
  w.row("Address", p.address ?? "Not on file");
  w.row("Email", p.email);
}

/**
 * The agreement as sent, generated from the credit decision: the reference, the parties (legal
 * names, addresses), the amount and currency granted, every condition, the payment terms, the
 * decision's date and (where the forwarder includes them) its reason; every time in UTC.
 */
export async function buildAgreementPdf(f: AgreementFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const typeName = typeNames[f.applicationType] ?? f.applicationType;
  doc.setTitle(`Credit agreement ${f.reference}`);
  doc.setSubject(`${typeName} agreement, application ${f.reference}`);
  doc.setProducer("Credit Application Service");
  doc.setCreator("Credit Application Service");
  doc.setCreationDate(f.sentAt);
  doc.setModificationDate(f.sentAt);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, font, bold);
  const d = f.decision;
  // A trade-finance facility is granted per month (the contract's amount basis): said beside each amount.
  const per = f.applicationType === "trade_finance" ? " per month" : "";
  w.text("Credit agreement", { size: 20, bold: true, gap: 6 });
  w.text(`${typeName} · application ${f.reference}`, { size: 12, bold: true });
  w.text(`Internal application id: ${f.applicationId}`, { size: 8 });
  w.text(ZONE_NOTE, { size: 8 });
  w.rule();
  w.text("Parties", { size: 13, bold: true, gap: 4 });
  partyRows(w, "Forwarder (lender)", f.forwarder);
  partyRows(w, "Shipper (borrower)", f.shipper);
  w.row("Signer for shipper", `${f.signerName} <${f.signerEmail}>`);
  w.rule();
  w.text("Credit granted", { size: 13, bold: true, gap: 4 });
  w.row("Application", f.reference);
  w.row("Credit type", typeName);
  w.row(
    "Approved amount",
    d.asRequested
      ? `${formatAmount(d.approvedAmount, d.currency)}${per} (as requested)`
      : `${formatAmount(d.approvedAmount, d.currency)}${per}`,
  );
  w.row("Currency", d.currency);
  if (!d.asRequested)
    w.row(
      "Amount applied for",
      `${formatAmount(d.requestedAmount, d.currency)}${per} (the approved amount above applies)`,
    );
  w.row("Payment terms", f.paymentTerms);
  w.row("Decided on", utc(d.decidedAt));
  if (d.conditions.length === 0) {
    w.row("Conditions", "None: the credit is granted without conditions");
  } else {
    w.text(`Conditions (${d.conditions.length}), each binding on the shipper:`, { bold: true, gap: 2 });
    d.conditions.forEach((c, i) => {
      w.text(`${i + 1}. ${c}`, { indent: 12 });
    });
  }
  if (d.reason) w.row("Reason for the decision", d.reason);
  w.rule();
  w.text("As applied for", { size: 13, bold: true, gap: 4 });
  for (const [label, value] of f.details) w.row(label, value);
  w.row("Applied on", utc(f.applicationCreatedAt));
  w.row("Application expires", f.applicationExpiresAt ? utc(f.applicationExpiresAt) : "No expiry date");
  w.rule();
  w.text("Signature", { size: 13, bold: true, gap: 4 });
  w.row("Sent for signature", utc(f.sentAt));
  w.row("Signature due by", utc(f.processExpiresAt));
  if (f.message) {
    w.rule();
    w.text("Message from the forwarder", { size: 13, bold: true, gap: 4 });
    w.text(f.message);
  }
  w.rule();
  w.text(
    `By signing, ${f.shipper.legalName} accepts the credit of ${formatAmount(d.approvedAmount, d.currency)} on the terms ` +
      `and conditions above, as approved by ${f.forwarder.legalName} on ${utc(d.decidedAt)}. ` +
      "The signature is recorded electronically with the time and the signer's typed name, and the signed " +
      "document is sealed with the service's digital signature; any later change to the file invalidates the seal.",
    { gap: 6 },
  );
  return doc.save({ useObjectStreams: false });
}

/** What the signer agrees to (stored in the events and printed on the signature page). */
export function consentText(signerName: string, shipperName: string): string {
  return `I, ${signerName}, have read this credit agreement and sign it electronically on behalf of ${shipperName}.`;
}

/**
 * The signed agreement: the original pages, then a signature page and an audit page (every event,
 * the original's SHA-256), sealed with a detached CMS signature covering the whole file but the
 * signature itself.
 */
export async function sealAgreementPdf(
  original: Uint8Array,
  facts: SealFacts,
  identity: SigningIdentity,
): Promise<Buffer> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const sig = new Writer(doc, font, bold);
  sig.text("Signature", { size: 18, bold: true, gap: 6 });
  sig.text(ZONE_NOTE, { size: 8 });
  sig.rule();
  sig.row("Signed by", facts.signerName);
  sig.row("Signed at", utc(facts.signedAt));
  sig.row("Consent", facts.consentText);
  sig.row("Application", facts.reference);
  sig.row("Internal id", facts.applicationId);
  sig.rule();
  sig.text(
    "This document carries a PDF digital signature (PAdES, ETSI.CAdES.detached, SHA-256) by the service's " +
      "signing certificate, covering every byte of the file except the signature itself.",
  );
  const audit = new Writer(doc, font, bold);
  audit.text("Audit trail", { size: 18, bold: true, gap: 6 });
  audit.text(`Application ${facts.reference}. ${ZONE_NOTE}`, { size: 8 });
  audit.row("Original SHA-256", facts.originalSha256);
  audit.rule();
  for (const e of facts.events) {
    audit.text(`${utc(e.at)} · ${e.type} · ${e.who}`, { bold: true, gap: 0 });
    if (e.detail) audit.text(e.detail, { indent: 12 });
  }
  doc.setModificationDate(facts.signedAt);
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: `Credit agreement ${facts.reference} signed by ${drawable(font, facts.signerName)}`,
    contactInfo: "",
    name: "Credit Application Service",
    location: "",
    signingTime: facts.signedAt,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: "Credit Application Service",
  });
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  const signer = new P12Signer(identity.p12, { passphrase: identity.passphrase });
  return new SignPdf().sign(prepared, signer, facts.signedAt);
}
