// Console bundle sizes from Vite's manifest (run after `npx vite build`):
//   node scripts/console-bundle-size.mjs [--dir dist/console] [--json]
// "initial" = the entry chunk, its static imports, the sign-in route and index.html's classic
// scripts (what the first page loads); each route line = initial entry + the signed-in shell (_app) + that route's chunk with
// their static imports (what a fresh load of that URL fetches). Sizes are gzip (zlib level 9) of
// JavaScript only; CSS is listed apart. `npm run bench` (bench/scenarios/console.ts) imports
// `consoleBundleSizes` and compares the figures with the budget.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");

/** gzip (level 9) sizes of the console build in `outDir`, per route and for the CSS. */
export function consoleBundleSizes(outDir = path.join(root, "dist/console")) {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8"));
  const gz = new Map();
  const gzipSize = (file) => {
    if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length);
    return gz.get(file);
  };
  const closure = (keys) => {
    const seen = new Set();
    const stack = [...keys];
    while (stack.length) {
      const key = stack.pop();
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) stack.push(dep);
    }
    return [...seen].map((k) => manifest[k].file);
  };
  const routeKey = (file) => Object.keys(manifest).find((k) => k.startsWith(`src/console/routes/${file}?`));

  const entry = "index.html";
  const shell = routeKey("_app.tsx");
  const sets = {
    initial: [entry, routeKey("sign-in.tsx")],
    "credit-applications (list)": [entry, shell, routeKey("_app/credit-applications/index.tsx")],
    "credit-applications/$id (detail)": [entry, shell, routeKey("_app/credit-applications/$applicationId.tsx")],
    "credit-applications/new": [entry, shell, routeKey("_app/credit-applications/new.tsx")],
    partners: [entry, shell, routeKey("_app/partners/index.tsx")],
    invitations: [entry, shell, routeKey("_app/invitations.tsx")],
  };
  for (const name of ["analytics", "private-records", "financial-files", "document-requests"]) {
    const key = routeKey(`_app/${name}.tsx`) ?? routeKey(`_app/${name}/index.tsx`);
    if (key) sets[name] = [entry, shell, key];
  }

  // Classic scripts of index.html outside the manifest (the route preloader) load on every page.
  const html = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
  const pageScripts = [...html.matchAll(/<script\b(?![^>]*type="module")[^>]*\bsrc="\/([^"]+\.js)"/g)].map((m) => m[1]);

  const routes = {};
  for (const [name, keys] of Object.entries(sets)) {
    const files = [...pageScripts, ...closure(keys.filter(Boolean)).filter((f) => f.endsWith(".js"))];
    routes[name] = { files, gzipBytes: files.reduce((n, f) => n + gzipSize(f), 0) };
  }
  const css = Object.values(manifest)
    .flatMap((c) => c.css ?? [])
    .filter((f, i, a) => a.indexOf(f) === i);
  return { routes, css, cssGzipBytes: css.reduce((n, f) => n + gzipSize(f), 0), gzipSize };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dirArg = process.argv.indexOf("--dir");
  const { routes, cssGzipBytes } = consoleBundleSizes(
    dirArg > 0 ? path.resolve(process.argv[dirArg + 1] ?? "") : undefined,
  );
  if (process.argv.includes("--json")) {
    const out = Object.fromEntries(
      Object.entries(routes).map(([k, r]) => [k, { files: r.files.length, gzipBytes: r.gzipBytes }]),
    );
    console.log(JSON.stringify({ routes: out, cssGzipBytes }, null, 2));
  } else {
    for (const [name, r] of Object.entries(routes)) {
      console.log(
        `${name.padEnd(36)} ${(r.gzipBytes / 1024).toFixed(1).padStart(7)} KB gzip JS  (${r.files.length} files)`,
      );
    }
    console.log(`${"CSS (all)".padEnd(36)} ${(cssGzipBytes / 1024).toFixed(1).padStart(7)} KB gzip`);
  }
}
