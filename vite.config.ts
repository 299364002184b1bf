import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import type { OutputChunk } from "rolldown";
import { defineConfig, type Plugin } from "vite";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:8080";
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes `.br` and `.gz` siblings of the built text files once, at build time, so the server sends
 * them compressed without compressing per request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  return {
    name: "cas:precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "dist/console";
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => /\.(js|css|html|svg)$/.test(file))
          .map(async (file) => {
            const data = await fs.readFile(path.join(dir, file));
            if (data.length < 1024) return;
            const [gz, br] = await Promise.all([
              gzip(data, { level: 9 }),
              brotli(data, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
            ]);
            await Promise.all([
              fs.writeFile(path.join(dir, `${file}.gz`), gz),
              fs.writeFile(path.join(dir, `${file}.br`), br),
            ]);
          }),
      );
    },
  };
}

/**
 * Gives the route search schemas (src/console/lib/search-schema.ts, zod/mini) a zod module graph of their
 * own. They run in the entry chunk; sharing zod's core modules with the contract's full zod (which
 * loads with the screens) would make the entry carry every core function the contract uses (core
 * modules are shared whole: ≈ 17 KB gzip). Their own copy is tree-shaken to what zod/mini needs
 * here (≈ 7 KB); the screens load the contract's zod as before. The two copies never exchange
 * schemas.
 */
function searchSchemaZod(): Plugin {
  const tag = "?search-schema-zod";
  return {
    name: "cas:search-schema-zod",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromSchemas =
        source === "zod/mini" && importer.replace(/\\/g, "/").endsWith("/src/console/lib/search-schema.ts");
      if (!fromSchemas && !importer.endsWith(tag)) return null;
      const resolved = await this.resolve(source, importer.slice(0, importer.length - (fromSchemas ? 0 : tag.length)), {
        ...options,
        skipSelf: true,
      });
      if (!resolved || resolved.external) return resolved;
      return { ...resolved, id: `${resolved.id}${tag}` };
    },
  };
}

/**
 * Starts fetching the chunks of the route being opened together with the entry, instead of after
 * it: a tiny classic script (async, so it blocks nothing) looks at the URL and whether a session is
 * stored, and adds `<link rel="modulepreload">` for that route's lazy chunks (its layouts included)
 * that the entry does not already load; signed out, it preloads the sign-in route's. Without it a
 * fresh load of a screen fetches the entry, runs it, and only then asks for the screen's chunks.
 * The table is generated from the bundle, route files named by TanStack's file-routing rules
 * (`_pathless/`, `index`, `$param`, `a_.b`): chunk names once (without `assets/` and `.js`), and per
 * route file its URL pattern (none for a layout: no URL starts on one), its parent layout and the
 * chunks neither the entry nor a parent layout brings. The session keys are
 * lib/session.ts's: an API client's session in sessionStorage, or the marker that a person signed
 * in in this browser (a person's token lives in memory and comes back from the refresh cookie).
 */
function routePreload(): Plugin {
  return {
    name: "cas:route-preload",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === "chunk");
      const html = bundle["index.html"];
      const entry = chunks.find((c) => c.isEntry);
      if (html?.type !== "asset" || !entry) return;
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: OutputChunk) => {
        const seen = new Set<string>();
        const stack = [start.fileName];
        while (stack.length) {
          const name = stack.pop() as string;
          if (seen.has(name)) continue;
          seen.add(name);
          stack.push(...(byName.get(name)?.imports ?? []));
        }
        return seen;
      };
      const initial = closure(entry);
      const routeFiles = new Map<string, Set<string>>();
      for (const chunk of chunks) {
        const id = /\/src\/console\/routes\/(.+)\.tsx\?tsr-split=component/.exec(chunk.facadeModuleId ?? "")?.[1];
        if (id && chunk.isDynamicEntry) routeFiles.set(id, closure(chunk));
      }
      // One row per route file: [URL pattern, or 0 for a layout; the parent layout's row or -1; own chunks].
      const ids = [...routeFiles.keys()].sort();
      const parentOf = (id: string) =>
        ids.filter((other) => id.startsWith(`${other}/`)).sort((a, b) => b.length - a.length)[0];
      const files: string[] = [];
      const table: [string | 0, number, number[]][] = [];
      for (const id of ids) {
        const parent = parentOf(id);
        const inherited = new Set(initial);
        for (let p = parent; p; p = parentOf(p)) for (const f of routeFiles.get(p) ?? []) inherited.add(f);
        const own = [...(routeFiles.get(id) ?? [])].filter((f) => !inherited.has(f));
        const isLayout = ids.some((other) => other.startsWith(`${id}/`));
        // TanStack's file names: `_pathless` segments and a last `index` add nothing to the URL,
        // `a_.b` is the URL a/b outside a's layout, `$param` matches any one segment.
        const pattern = id
          .split(/[/.]/)
          .filter((s, i, all) => !s.startsWith("_") && !(s === "index" && i === all.length - 1))
          .map((s) => (s.startsWith("$") ? "$" : s.replace(/_$/, "")))
          .join("/");
        const names = own.map((f) => f.replace(/^assets\/|\.js$/g, ""));
        table.push([
          isLayout ? 0 : pattern,
          parent ? ids.indexOf(parent) : -1,
          names.map((f) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1)),
        ]);
      }
      const code = `(function(){try{var F=${JSON.stringify(files.join(","))}.split(","),R=${JSON.stringify(table)},
p=location.pathname.split("/").filter(Boolean),signed=!!sessionStorage.getItem("cas.session")||localStorage.getItem("cas.person")==="1",best=null,score=-1,i,j;
for(i=0;i<R.length;i++){if(R[i][0]===0)continue;var s=R[i][0]?R[i][0].split("/"):[];if(s.length!==p.length)continue;
var n=0,ok=true;for(j=0;j<s.length&&ok;j++){if(s[j]===p[j])n++;else if(s[j]!=="$")ok=false;}
if(ok&&n>=score){best=R[i];score=n;}}
if(!signed){best=null;for(i=0;i<R.length;i++)if(R[i][0]==="sign-in")best=R[i];}else if(best&&best[0]==="sign-in")best=null;
for(;best;best=R[best[1]])best[2].forEach(function(k){var l=document.createElement("link");l.rel="modulepreload";l.as="script";
l.crossOrigin="";l.href="/assets/"+F[k]+".js";document.head.appendChild(l);});}catch(e){}})();\n`;
      const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
      const fileName = `assets/route-preload-${hash}.js`;
      this.emitFile({ type: "asset", fileName, source: code });
      html.source = String(html.source).replace(
        /(\s*)<script type="module"/,
        `$1<script async src="/${fileName}"></script>$1<script type="module"`,
      );
    },
  };
}

export default defineConfig({
  plugins: [
    // File routes in src/console/routes; each route's component is split into its own chunk.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // A route's loader and component share one lazy chunk: loaders call the API client (and with
      // it the contract and zod), which must stay out of the entry chunk.
      codeSplittingOptions: {
        defaultBehavior: [["loader", "component"], ["errorComponent"], ["notFoundComponent"], ["pendingComponent"]],
      },
      routesDirectory: "./src/console/routes",
      generatedRouteTree: "./src/console/routeTree.gen.ts",
      quoteStyle: "double",
      semicolons: true,
    }),
    react(),
    searchSchemaZod(),
    routePreload(),
    precompress(),
  ],
  build: {
    outDir: "dist/console",
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
    manifest: true,
    // Every browser the console supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into the entry chunk itself (the same modules
        // as before, in 1 file instead of 13): the first page always loads all of it, and each small
        // file cost its own gzip header, import/export lines and request. Lazy chunks import from it.
        codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] },
      },
    },
  },
  server: {
    port: 5173,
    // changeOrigin false: the API sees the page's own host, so the CSRF check of the cookie endpoints
    // (Origin = the request's scheme and host) passes, and the refresh cookie is the dev origin's.
    proxy: {
      "/v1-beta": { target: apiTarget, changeOrigin: false },
      "/v1": { target: apiTarget, changeOrigin: false },
    },
  },
});
