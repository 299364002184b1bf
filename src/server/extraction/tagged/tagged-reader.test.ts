import { describe, expect, it } from "vitest";
import { largeIxbrl, largeIxbrlFigures } from "../../../../test/support/ixbrl";
import { FilingRefusedError } from "./filing-kind";
import { checkTaggedUpload, readTaggedFiling, taggedThreadsBusy } from "./tagged-reader";

/**
 * The tagged reader's threads (tagged-reader.ts, tagged-worker.mjs): the TypeScript reader loads in
 * the thread, results and refusals come back as on the main thread, and an aborted call ends the
 * thread wherever the parser was, the next call running in a new one.
 */

/** Waits (in small steps, without a deadline of its own) until `cond` holds. */
async function until(cond: () => boolean): Promise<void> {
  while (!cond()) await new Promise((r) => setTimeout(r, 5));
}

const amountsOf = (outcome: Awaited<ReturnType<typeof readTaggedFiling>>, type: string) =>
  outcome.kind === "statements"
    ? Object.fromEntries(
        outcome.statements
          .find((s) => s.documentType === type && s.period === "2023-12-31")
          ?.lineItems.map((i) => [i.key, i.amount]) ?? [],
      )
    : {};

describe("tagged reader threads", () => {
  it("checks and reads a filing in its threads; refusals are FilingRefusedError", { timeout: 60_000 }, async () => {
    const small = Buffer.from(largeIxbrl(20_000));
    expect(await checkTaggedUpload(small)).toBe("ixbrl");
    const outcome = await readTaggedFiling(small, "small.xhtml");
    expect(outcome.kind).toBe("statements");
    expect(amountsOf(outcome, "balance_sheet")).toEqual(largeIxbrlFigures.balance_sheet);
    expect(amountsOf(outcome, "income_statement")).toEqual(largeIxbrlFigures.income_statement);

    const dtd = Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>');
    await expect(checkTaggedUpload(dtd)).rejects.toBeInstanceOf(FilingRefusedError);
    const read = await readTaggedFiling(dtd, "dtd.xml");
    expect(read.kind).toBe("unreadable");
  });

  it("ends the thread of an aborted read; the next read runs in a new thread", { timeout: 120_000 }, async () => {
    const large = Buffer.from(largeIxbrl(9 * 1024 * 1024));
    const controller = new AbortController();
    const reading = readTaggedFiling(large, "large.xhtml", { signal: controller.signal });
    const settled = reading.then(
      () => "resolved",
      (err: unknown) => err,
    );
    await until(() => taggedThreadsBusy().reader);
    const reason = new Error("stopped by the test");
    controller.abort(reason);
    expect(await settled).toBe(reason);
    expect(taggedThreadsBusy().reader).toBe(false);

    const again = await readTaggedFiling(Buffer.from(largeIxbrl(20_000)), "small.xhtml");
    expect(amountsOf(again, "balance_sheet")).toEqual(largeIxbrlFigures.balance_sheet);
  });
});
