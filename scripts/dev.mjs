// `npm run dev`: the API (tsx, port PORT or 8080, embedded database in DATA_DIR like `npm start`)
// and Vite's dev server for the console (http://127.0.0.1:5173, hot reload) proxying /v1-beta and
// /v1 to the API. Set API_URL to use an API that is already running instead of starting one.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const children = [];

function run(name, cmd, args, env) {
  const child = spawn(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code, signal) => {
    console.log(`[dev] ${name} stopped (${signal ?? code})`);
    shutdown(code ?? 0);
  });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

let apiUrl = process.env.API_URL;
if (!apiUrl) {
  const port = process.env.PORT ?? "8080";
  apiUrl = `http://127.0.0.1:${port}`;
  run("api", "npx", ["tsx", "src/server/main.ts"], { PORT: port });
}
console.log(`[dev] console on http://127.0.0.1:5173 (API at ${apiUrl})`);
run("vite", "npx", ["vite", "--host", "127.0.0.1"], { API_URL: apiUrl });
