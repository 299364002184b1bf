import { describe, expect, it } from "vitest";
import { z } from "zod";
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

  it("keeps the contract's own messages", () => {
    expect(message(z.string().email("Enter an e-mail address."), "x")).toBe("Enter an e-mail address.");
  });
});
