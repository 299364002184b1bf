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
    precompress(),
  ],
  build: { outDir: "dist/console", emptyOutDir: true, sourcemap: false, target: "es2022", manifest: true },
  server: {
    port: 5173,
    proxy: { "/v1-beta": apiTarget, "/v1": apiTarget },
  },
});
