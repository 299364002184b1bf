import { useEffect, useState } from "react";

/**
 * The theme's colours for the charts (SVG attributes cannot use CSS variables reliably), read from
 * the stylesheet's custom properties and read again when the theme changes (data-theme on <html>
 * or the system's colour scheme).
 */
const names = {
  primary: "--primary",
  text: "--text",
  muted: "--text-muted",
  border: "--border",
  surface: "--surface",
  success: "--success-bg",
  info: "--info-bg",
  warning: "--warning-bg",
  danger: "--danger-bg",
  successText: "--success-text",
  infoText: "--info-text",
  warningText: "--warning-text",
  dangerText: "--danger-text",
  accent: "--accent-text",
} as const;

export type ChartColors = Record<keyof typeof names, string>;

const fallback: ChartColors = {
  primary: "#1f5fbf",
  text: "#1b1f24",
  muted: "#525a66",
  border: "#d5d9e0",
  surface: "#ffffff",
  success: "#e3f5e8",
  info: "#e4eefc",
  warning: "#fff4d6",
  danger: "#fde7e5",
  successText: "#1a5e2f",
  infoText: "#1a4a8f",
  warningText: "#6b4a00",
  dangerText: "#8f1d14",
  accent: "#5126a0",
};

function read(): ChartColors {
  if (typeof document === "undefined" || typeof getComputedStyle !== "function") return fallback;
  const style = getComputedStyle(document.documentElement);
  const out = { ...fallback };
  for (const [k, v] of Object.entries(names) as Array<[keyof ChartColors, string]>) {
    const value = style.getPropertyValue(v).trim();
    if (value) out[k] = value;
  }
  return out;
}

export function useChartColors(): ChartColors {
  const [colors, setColors] = useState(read);
  useEffect(() => {
    const update = () => setColors(read());
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
    const media = globalThis.matchMedia?.("(prefers-color-scheme: dark)");
    media?.addEventListener?.("change", update);
    return () => {
      observer.disconnect();
      media?.removeEventListener?.("change", update);
    };
  }, []);
  return colors;
}
