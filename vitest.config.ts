import { defineConfig } from "vitest/config";

/**
 * Projects: `unit` (pure logic and components), `api` (black-box over HTTP on embedded PGlite)
 * and, when TEST_DATABASE_URL is set, `api-postgres` (the same API tests on a PostgreSQL server,
 * each test file in a database of its own).
 */
// bench/soak.api.test.ts: the soak's short version (runs only on PostgreSQL with Redis).
const apiTests = ["src/server/**/*.api.test.ts", "bench/**/*.api.test.ts"];
const projects = [
  {
    test: {
      name: "unit",
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      exclude: apiTests,
      environment: "node",
    },
  },
  {
    test: {
      name: "components",
      include: ["src/**/*.test.tsx"],
      environment: "jsdom",
    },
  },
  {
    test: {
      name: "api",
      include: apiTests,
      environment: "node",
      env: { TEST_DB: "pglite", NODE_ENV: "test" },
      testTimeout: 30000,
      hookTimeout: 60000,
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: "api-postgres",
      include: apiTests,
      environment: "node",
      env: { TEST_DB: "postgres", NODE_ENV: "test" },
      testTimeout: 30000,
      hookTimeout: 60000,
    },
  });
}

export default defineConfig({
  test: {
    projects,
    pool: "forks",
    maxWorkers: 2,
  },
});
