import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layout's promises (docs/architecture.md): three rooms under src/, no import circle outside
 * generated code, and no production module that reaches into test support.
 */
const root = path.resolve(import.meta.dirname, "..");
const src = path.join(root, "src");
const GENERATED = new Set([path.join(src, "console", "routeTree.gen.ts")]);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [full] : [];
  });
}

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s+)?["'](\.{1,2}\/[^"']+)["']|import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  for (const ext of ["", ".ts", ".tsx", ".mts", ".mjs", "/index.ts", "/index.tsx"]) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Runtime imports (type-only imports are erased and cannot form a circle at run time). */
function imports(file: string): { target: string; typeOnly: boolean }[] {
  const text = fs.readFileSync(file, "utf8");
  const out: { target: string; typeOnly: boolean }[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const spec = match[2] ?? match[3];
    if (!spec) continue;
    const target = resolve(file, spec);
    if (target) out.push({ target, typeOnly: Boolean(match[1]) });
  }
  return out;
}

const files = sourceFiles(src);

describe("layout", () => {
  it("src/ holds exactly the three rooms: contract, server, console", () => {
    const top = fs.readdirSync(src).filter((name) => !isTest(name));
    expect(top.sort()).toEqual(["console", "contract", "server"]);
  });

  it("the contract imports neither the server nor the console", () => {
    const offenders = files
      .filter((f) => f.startsWith(path.join(src, "contract")))
      .flatMap((f) => imports(f).map((i) => [f, i.target] as const))
      .filter(([, target]) => !target.startsWith(path.join(src, "contract")));
    expect(offenders).toEqual([]);
  });

  it("server and console never import each other", () => {
    const server = path.join(src, "server");
    const consoleRoom = path.join(src, "console");
    const offenders = files.flatMap((f) =>
      imports(f)
        .filter(
          (i) =>
            (f.startsWith(server) && i.target.startsWith(consoleRoom)) ||
            (f.startsWith(consoleRoom) && i.target.startsWith(server)),
        )
        .map((i) => `${path.relative(root, f)} -> ${path.relative(root, i.target)}`),
    );
    expect(offenders).toEqual([]);
  });

  it("no production module imports test support", () => {
    const testDir = path.join(root, "test");
    const offenders = files
      .filter((f) => !isTest(f))
      .flatMap((f) =>
        imports(f)
          .filter((i) => i.target.startsWith(testDir))
          .map(() => path.relative(root, f)),
      );
    expect(offenders).toEqual([]);
  });

  it("no import circle among the modules of src/ (generated code aside)", () => {
    const graph = new Map<string, string[]>();
    for (const f of files) {
      if (isTest(f) || GENERATED.has(f)) continue;
      graph.set(
        f,
        imports(f)
          .filter((i) => !i.typeOnly && !GENERATED.has(i.target) && !isTest(i.target))
          .map((i) => i.target),
      );
    }
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const stack: string[] = [];
    const visit = (node: string) => {
      state.set(node, "open");
      stack.push(node);
      for (const next of graph.get(node) ?? []) {
        if (state.get(next) === "open") {
          cycles.push(
            stack
              .slice(stack.indexOf(next))
              .concat(next)
              .map((f) => path.relative(root, f))
              .join(" -> "),
          );
        } else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(node, "done");
    };
    for (const node of graph.keys()) if (!state.has(node)) visit(node);
    expect(cycles).toEqual([]);
  });

  it("route search validation stays out of zod and the contract's schemas (it runs in the entry chunk)", () => {
    // The console's route tree validates search params before any route chunk loads, so what these
    // modules import lands in the sign-in page's JavaScript (budget in docs/performance.md). They use
    // lib/search-schema.ts (zod/mini, tree-shaken) and the zod-free constants of contract/values.ts.
    const searchModules = files.filter(
      (f) => !isTest(f) && /src\/console\/features\/[^/]+\/model\/[^/]*search[^/]*\.ts$/.test(f),
    );
    expect(searchModules.length).toBeGreaterThan(5);
    const allowedContract = new Set([path.join(src, "contract", "values.ts")]);
    // Formatting (Intl, time zones) is needed by screens, not by the validation of their URL.
    const heavy = new Set([path.join(src, "console", "lib", "format.ts")]);
    const offenders: string[] = [];
    for (const file of searchModules) {
      const text = fs.readFileSync(file, "utf8");
      if (/from\s+["']zod(\/[^"']*)?["']/.test(text)) offenders.push(`${path.relative(root, file)} imports zod`);
      for (const { target, typeOnly } of imports(file)) {
        if (typeOnly) continue;
        if (heavy.has(target)) offenders.push(`${path.relative(root, file)} imports ${path.relative(root, target)}`);
        if (target.startsWith(path.join(src, "contract")) && !allowedContract.has(target)) {
          offenders.push(`${path.relative(root, file)} imports ${path.relative(root, target)}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
