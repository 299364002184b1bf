import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
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
 * Gives the route search schemas (src/lib/search-schema.ts, zod/mini) a zod module graph of their
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
      const fromSchemas = source === "zod/mini" && importer.replace(/\\/g, "/").endsWith("/src/lib/search-schema.ts");
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

export default defineConfig({
  plugins: [
    // File routes in src/routes; each route's component is split into its own chunk.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // A route's loader and component share one lazy chunk: loaders call the API client (and with
      // it the contract and zod), which must stay out of the entry chunk.
      codeSplittingOptions: {
        defaultBehavior: [["loader", "component"], ["errorComponent"], ["notFoundComponent"], ["pendingComponent"]],
      },
      routesDirectory: "./src/routes",
      generatedRouteTree: "./src/routeTree.gen.ts",
      quoteStyle: "double",
      semicolons: true,
    }),
    react(),
    searchSchemaZod(),
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
  },
  server: {
    port: 5173,
    proxy: { "/v1-beta": apiTarget, "/v1": apiTarget },
  },
});
