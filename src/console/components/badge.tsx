import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "info" | "warning" | "success" | "danger" | "accent";

/** A small label in words (never a raw enum value): pass the contract's label. */
export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
