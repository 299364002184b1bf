import { describe, expect, it } from "vitest";
import { z } from "zod";
import { approveBody } from "../../contract/applications";
import { formErrorMap } from "./form-errors";

const message = (schema: z.ZodType, value: unknown) => schema.safeParse(value, formErrorMap).error?.issues[0]?.message;

describe("form error words", () => {
  it("says what to enter instead of the validator's wording", () => {
    expect(message(z.number().gt(0), 0)).toBe("Enter a number greater than 0.");
    expect(message(z.number().min(1), 0)).toBe("Enter 1 or more.");
    expect(message(z.number().max(9_999_999_999), 10_000_000_000)).toBe("Enter 9,999,999,999 or less.");
    expect(message(z.number().int(), 1.5)).toBe("Enter a whole number.");
    expect(message(z.number(), Number.NaN)).toBe("Enter a number.");
    expect(message(z.number(), undefined)).toBe("This field is required.");
    expect(message(z.string().max(3), "abcd")).toBe("Use at most 3 characters.");
  });

  it("states the contract's amount bounds in words, never the validator's message (issue 23)", () => {
    const all = (schema: z.ZodType, value: unknown) =>
      schema.safeParse(value, formErrorMap).error?.issues.map((i) => i.message) ?? [];
    const words = all(approveBody.shape.approved_amount, Number("99999999999999999999"));
    expect(words.length).toBeGreaterThan(0);
    for (const w of words) {
      expect(w).not.toMatch(/Too big|expected|<=/);
      expect(w).toMatch(/9,007,199,254,740,991/);
    }
    expect(words[0]).toBe("Enter a whole amount up to 9,007,199,254,740,991.");
    expect(message(approveBody.shape.approved_amount, 0)).toBe("Enter a number greater than 0.");
  });

  it("keeps the contract's own messages", () => {
    expect(message(z.string().email("Enter an e-mail address."), "x")).toBe("Enter an e-mail address.");
  });
});
