import type { PDFDocumentProxy, RenderTask } from "pdfjs-dist";
import { useEffect, useRef, useState } from "react";
import { openPdf } from "../../../components/pdf-preview";
import { Skeleton } from "../../../components/states";

/** A box on a page in PDF points, y upwards from the bottom (the contract's `bbox`). */
export type PdfBox = readonly [number, number, number, number];

/** Rendered pixels per PDF point before the screen's density (sharp at the widths the page is shown). */
const RENDER_SCALE = 1.6;

interface Highlight {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * One page of a PDF drawn by pdf.js on a <canvas>, with the box of the selected figure outlined.
 * The canvas scales to the width it is given (never wider than the screen); the outline is placed
 * in percentages of the page, so it follows.
 */
export function PdfPageView({
  bytes,
  page,
  box,
  label,
  zoom = 1,
  onPageCount,
}: {
  bytes: Uint8Array;
  page: number;
  box: PdfBox | null;
  /** 1 = the page as wide as the box; above 1 the box scrolls (the outline is kept in view). */
  zoom?: number;
  /** What the page shows, for screen readers ("Page 2 of statements.pdf"). */
  label: string;
  onPageCount?: (count: number) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const highlightRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rendered, setRendered] = useState<{ page: number; width: number; height: number } | null>(null);
  const [highlight, setHighlight] = useState<Highlight | null>(null);

  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    setPdf(null);
    setError(null);
    openPdf(bytes).then(
      (doc) => {
        loaded = doc;
        if (cancelled) void doc.destroy();
        else {
          setPdf(doc);
          onPageCount?.(doc.numPages);
        }
      },
      () => {
        if (!cancelled) setError("The PDF could not be shown.");
      },
    );
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [bytes, onPageCount]);

  useEffect(() => {
    if (!pdf) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    const n = Math.min(Math.max(1, page), pdf.numPages);
    void pdf.getPage(n).then(
      (p) => {
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        const dpr = Math.min(window.devicePixelRatio || 1, 2);
        const viewport = p.getViewport({ scale: RENDER_SCALE * zoom });
        canvas.width = Math.floor(viewport.width * dpr);
        canvas.height = Math.floor(viewport.height * dpr);
        task = p.render({
          canvas,
          viewport,
          transform: dpr === 1 ? undefined : [dpr, 0, 0, dpr, 0, 0],
        });
        task.promise.then(
          () => {
            if (!cancelled) setRendered({ page: n, width: viewport.width, height: viewport.height });
          },
          () => {},
        );
        if (box) {
          // PDF points (y upwards) → pixels of the viewport (y downwards), rotation included.
          const [x1, y1, x2, y2] = viewport.convertToViewportRectangle([...box]) as number[];
          const left = Math.min(x1 ?? 0, x2 ?? 0);
          const top = Math.min(y1 ?? 0, y2 ?? 0);
          const pad = 3;
          setHighlight({
            left: ((left - pad) / viewport.width) * 100,
            top: ((top - pad) / viewport.height) * 100,
            width: ((Math.abs((x2 ?? 0) - (x1 ?? 0)) + 2 * pad) / viewport.width) * 100,
            height: ((Math.abs((y2 ?? 0) - (y1 ?? 0)) + 2 * pad) / viewport.height) * 100,
          });
        } else setHighlight(null);
      },
      () => {
        if (!cancelled) setError("This page could not be shown.");
      },
    );
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, box, zoom]);

  // The outline in view inside the page's box: centred, or its right end (where the figure is
  // printed) when it is wider than the box. Only the box scrolls, never the page around it.
  useEffect(() => {
    const c = boxRef.current;
    const h = highlightRef.current;
    if (!highlight || !rendered || !c || !h) return;
    const cr = c.getBoundingClientRect();
    const hr = h.getBoundingClientRect();
    const left = hr.left - cr.left + c.scrollLeft;
    const top = hr.top - cr.top + c.scrollTop;
    c.scrollTo({
      left: hr.width > c.clientWidth ? left + hr.width - c.clientWidth + 16 : left - (c.clientWidth - hr.width) / 2,
      top: top - (c.clientHeight - hr.height) / 2,
    });
  }, [highlight, rendered]);

  if (error) {
    return (
      <p className="notice notice--warning" role="alert">
        {error}
      </p>
    );
  }
  return (
    <div className="pdf-page" ref={boxRef}>
      {!rendered ? <Skeleton lines={10} label="Drawing the page" /> : null}
      <div className="pdf-page__sheet" hidden={!rendered} style={{ width: `${zoom * 100}%` }}>
        <canvas ref={canvasRef} className="pdf-page__canvas" role="img" aria-label={label} />
        {highlight && rendered ? (
          <div
            ref={highlightRef}
            className="pdf-page__highlight"
            data-testid="source-highlight"
            style={{
              left: `${highlight.left}%`,
              top: `${highlight.top}%`,
              width: `${highlight.width}%`,
              height: `${highlight.height}%`,
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
