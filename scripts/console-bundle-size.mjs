// Console bundle sizes from Vite's manifest (run after `npx vite build`):
//   node scripts/console-bundle-size.mjs [--json]
// "initial" = the entry chunk, its static imports and the sign-in route (what the first page
// loads); each route line = initial entry + the signed-in shell (_app) + that route's chunk with
// their static imports (what a fresh load of that URL fetches). Sizes are gzip (zlib level 9) of
// JavaScript only; CSS is listed apart.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "dist/console");
const manifest = JSON.parse(fs.readFileSync(path.join(out, ".vite/manifest.json"), "utf8"));

const gz = new Map();
function gzipSize(file) {
  if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(out, file)), { level: 9 }).length);
  return gz.get(file);
}

function closure(keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) stack.push(dep);
  }
  return [...seen].map((k) => manifest[k].file);
}

function routeKey(file) {
  return Object.keys(manifest).find((k) => k.startsWith(`src/routes/${file}?`));
}

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

const result = {};
for (const [name, keys] of Object.entries(sets)) {
  const files = closure(keys.filter(Boolean)).filter((f) => f.endsWith(".js"));
  result[name] = { files: files.length, gzipBytes: files.reduce((n, f) => n + gzipSize(f), 0) };
}
const css = Object.values(manifest)
  .flatMap((c) => c.css ?? [])
  .filter((f, i, a) => a.indexOf(f) === i);
const cssBytes = css.reduce((n, f) => n + gzipSize(f), 0);

if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ routes: result, cssGzipBytes: cssBytes }, null, 2));
} else {
  for (const [name, r] of Object.entries(result)) {
    console.log(`${name.padEnd(36)} ${(r.gzipBytes / 1024).toFixed(1).padStart(7)} KB gzip JS  (${r.files} files)`);
  }
  console.log(`${"CSS (all)".padEnd(36)} ${(cssBytes / 1024).toFixed(1).padStart(7)} KB gzip`);
}
