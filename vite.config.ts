import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist/console", emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { "/v1-beta": apiTarget, "/v1": apiTarget },
  },
});
