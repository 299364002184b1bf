import type { PDFDocumentProxy, RenderTask } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { useEffect, useRef, useState } from "react";
import { Skeleton } from "./states";

/** Rendered pixels per PDF point before the screen's density. */
const RENDER_SCALE = 1.5;

/** Opens a PDF held in memory with pdf.js (also used by the review of extracted statements). */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  // pdf.js is loaded when a preview opens, not with the console.
  const pdfjs = await import("pdfjs-dist");
  // The worker is a file of this origin (built by Vite): allowed by the console's CSP (script-src 'self'),
  // which stays strict: no blob: frames or objects, no eval.
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  // A copy: pdf.js hands its buffer to the worker; the caller keeps the original (e.g. to download it).
  return pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
}

/**
 * An in-page preview of a PDF held in memory: pdf.js draws one page at a time on a <canvas>, with
 * Previous/Next and "Page n of m". Used wherever stored files are listed; the bytes come from the
 * API with the session's headers, so no URL of the file is ever put in the page.
 */
export function PdfPreview({ bytes, name }: { bytes: Uint8Array; name: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);
  const [drawn, setDrawn] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    setPdf(null);
    setPage(1);
    setDrawn(0);
    setError(null);
    openPdf(bytes).then(
      (doc) => {
        loaded = doc;
        if (cancelled) void doc.destroy();
        else setPdf(doc);
      },
      () => {
        if (!cancelled) setError("This PDF could not be shown here. Download it to open it in a PDF reader.");
      },
    );
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [bytes]);

  useEffect(() => {
    if (!pdf) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    void pdf.getPage(page).then(
      (p) => {
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        const dpr = Math.min(window.devicePixelRatio || 1, 2);
        const viewport = p.getViewport({ scale: RENDER_SCALE });
        canvas.width = Math.floor(viewport.width * dpr);
        canvas.height = Math.floor(viewport.height * dpr);
        task = p.render({ canvas, viewport, transform: dpr === 1 ? undefined : [dpr, 0, 0, dpr, 0, 0] });
        task.promise.then(
          () => {
            if (!cancelled) setDrawn(page);
          },
          () => {},
        );
      },
      () => {
        if (!cancelled) setError("This page could not be shown.");
      },
    );
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page]);

  if (error) {
    return (
      <p className="notice notice--warning" role="alert">
        {error}
      </p>
    );
  }
  const pages = pdf?.numPages ?? 0;
  return (
    <div className="pdf-preview">
      {pages > 1 ? (
        <div className="pdf-preview__pager">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setPage((p) => Math.max(1, p - 1))}
            disabled={page <= 1}
          >
            Previous page
          </button>
          <span aria-live="polite">
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setPage((p) => Math.min(pages, p + 1))}
            disabled={page >= pages}
          >
            Next page
          </button>
        </div>
      ) : null}
      {drawn !== page ? <Skeleton lines={10} label="Drawing the page" /> : null}
      <canvas
        ref={canvasRef}
        className="pdf-preview__canvas"
        role="img"
        aria-label={`Page ${page}${pages ? ` of ${pages}` : ""} of ${name}`}
        hidden={drawn !== page}
      />
    </div>
  );
}
