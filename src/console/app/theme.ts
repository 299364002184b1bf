import { createStore, useStore } from "../lib/external-store";

/**
 * Light/dark theme. "system" follows prefers-color-scheme (pure CSS); "light"/"dark" set
 * `data-theme` on <html>, which the stylesheet honours. Applied by main.tsx before the first render
 * (no inline script: the CSP forbids it).
 */
export type ThemeChoice = "system" | "light" | "dark";
const key = "cas.theme";

function read(): ThemeChoice {
  try {
    const v = globalThis.localStorage?.getItem(key);
    return v === "light" || v === "dark" ? v : "system";
  } catch {
    return "system";
  }
}

const themeStore = createStore<ThemeChoice>(read());

export function applyTheme(choice: ThemeChoice = themeStore.get()) {
  const root = document.documentElement;
  if (choice === "system") delete root.dataset.theme;
  else root.dataset.theme = choice;
}

export function setTheme(choice: ThemeChoice) {
  try {
    if (choice === "system") globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, choice);
  } catch {
    // not persisted
  }
  themeStore.set(choice);
  applyTheme(choice);
}

export function useTheme() {
  return useStore(themeStore);
}
