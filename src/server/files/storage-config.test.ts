import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";

/** FILE_STORAGE and the S3 settings as config.ts reads them (api-design §12). */
describe("FILE_STORAGE", () => {
  it("defaults to postgres with DATABASE_URL and to local on the embedded database", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://db/x" }).fileStorage).toBe("postgres");
    expect(loadConfig({}).fileStorage).toBe("local");
    expect(loadConfig({ DATABASE_URL: "postgres://db/x", FILE_STORAGE: "local" }).fileStorage).toBe("local");
  });

  it("s3 needs S3_BUCKET and reads the region, endpoint and path style", () => {
    expect(() => loadConfig({ FILE_STORAGE: "s3" })).toThrow(/S3_BUCKET: required when FILE_STORAGE=s3/);
    const c = loadConfig({
      FILE_STORAGE: "s3",
      S3_BUCKET: "statements",
      S3_ENDPOINT: "http://minio:9000",
      S3_FORCE_PATH_STYLE: "1",
      AWS_REGION: "eu-central-1",
    });
    expect(c.fileStorage).toBe("s3");
    expect(c.s3).toEqual({
      bucket: "statements",
      region: "eu-central-1",
      endpoint: "http://minio:9000",
      forcePathStyle: true,
    });
    expect(loadConfig({ FILE_STORAGE: "s3", S3_BUCKET: "b", S3_REGION: "us-west-2" }).s3?.region).toBe("us-west-2");
  });

  it("refuses an unknown storage, naming the variable", () => {
    expect(() => loadConfig({ FILE_STORAGE: "disk" })).toThrow(/FILE_STORAGE/);
  });
});

/** JOB_VISIBILITY_SECONDS: how long a job's claim holds before another worker may take it over (docs/jobs.md). */
describe("JOB_VISIBILITY_SECONDS", () => {
  it("defaults to 60 s and reads seconds between 5 and 3600", () => {
    expect(loadConfig({}).jobVisibilityMs).toBe(60_000);
    expect(loadConfig({ JOB_VISIBILITY_SECONDS: "5" }).jobVisibilityMs).toBe(5_000);
    expect(loadConfig({ JOB_VISIBILITY_SECONDS: "3600" }).jobVisibilityMs).toBe(3_600_000);
  });

  it("refuses a claim too short to renew, too long to recover from, or not a number, naming the variable", () => {
    for (const v of ["4", "0", "3601", "-5", "1.5", "soon"]) {
      expect(() => loadConfig({ JOB_VISIBILITY_SECONDS: v }), v).toThrow(/JOB_VISIBILITY_SECONDS/);
    }
  });
});
