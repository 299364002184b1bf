// `npm start`: builds the console when its build is missing or older than its sources, then runs
// the server (API + operator API + console) with the embedded database by default.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const built = path.join(root, "dist/console/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === "server" || entry.name === "node_modules") continue;
      newest = Math.max(newest, newestMtime(p));
    } else newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

const sources = Math.max(newestMtime(path.join(root, "src")), fs.statSync(path.join(root, "index.html")).mtimeMs);
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources) {
  console.log("Building the console…");
  const r = spawnSync("npx", ["vite", "build"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = spawnSync("npx", ["tsx", "src/server/main.ts"], { cwd: root, stdio: "inherit" });
process.exit(server.status ?? 0);
