/** Only same-origin paths are followed after sign-in (never `//host` or `https://…`). */
export function safeRedirect(target: string | undefined, fallback = "/worklist"): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (target.startsWith("/sign-in")) return fallback;
  return target;
}
