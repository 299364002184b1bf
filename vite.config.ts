import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:8080";

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
  ],
  build: { outDir: "dist/console", emptyOutDir: true, sourcemap: false, target: "es2022", manifest: true },
  server: {
    port: 5173,
    proxy: { "/v1-beta": apiTarget, "/v1": apiTarget },
  },
});
