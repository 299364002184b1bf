import { describe, expect, it } from "vitest";
import { accepts } from "../test/support/instance";
import { formatReport, runSoak, shortSoak, soakServices } from "./soak";

/**
 * The soak's short version in CI (issue 27): two instances of the real server on PostgreSQL, Redis
 * and s3rver under the realistic mix for 25 s. Correctness only, never speed: no request failed,
 * every accepted upload was extracted (final status `valid`, with documents), every expected
 * webhook event reached the local receiver, and both instances drained and exited 0 on SIGTERM.
 * The figures are printed; `npm run soak` measures.
 *
 * Runs in the api-postgres project (TEST_DATABASE_URL) when Redis answers (TEST_REDIS_URL, or
 * 127.0.0.1:6379); skipped otherwise.
 */

const onPostgres = process.env.TEST_DB === "postgres" && Boolean(process.env.TEST_DATABASE_URL);
const redisUrl =
  process.env.TEST_REDIS_URL ?? (onPostgres && (await accepts(6379, 500)) ? "redis://127.0.0.1:6379" : undefined);

if (onPostgres && redisUrl) {
  describe("soak, short version: two instances on PostgreSQL, Redis and S3 under a mixed load", () => {
    it("loses nothing: no errors, every upload extracted, every webhook delivered, clean exits", {
      timeout: 300_000,
    }, async () => {
      const report = await runSoak({
        ...shortSoak,
        ...soakServices({ ...process.env, TEST_REDIS_URL: redisUrl }),
        log: () => {},
      });
      console.log(formatReport(report).join("\n"));
      expect(report.errorSamples).toEqual([]);
      expect(report.errors).toBe(0);
      expect(report.uploadsAccepted).toBeGreaterThan(0);
      expect(report.uploadsNotExtracted).toEqual([]);
      expect(report.uploadsExtracted).toBe(report.uploadsAccepted);
      expect(report.webhooksMissing).toEqual([]);
      expect(report.webhookSignatureFailures).toBe(0);
      expect(report.instances.map((i) => i.exitCode)).toEqual([0, 0]);
      // Both instances took their share of the requests.
      for (const instance of report.instances) expect(instance.requests).toBeGreaterThan(0);
    });
  });
} else {
  describe.skip("soak, short version (needs TEST_DATABASE_URL in the api-postgres project and Redis)", () => {
    it("needs PostgreSQL and Redis", () => {});
  });
}
