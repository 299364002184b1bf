import { describe, expect, it } from "vitest";
import { FormatValueError, formatFamily, scaleDecimal, transformNumber, UnknownFormatError } from "./ixt-formats";

describe("ixt numeric formats", () => {
  it("reads the dot-decimal family under its old and new names", () => {
    for (const f of ["ixt:numcommadot", "ixt2:numdotdecimal", "ixt:num-dot-decimal", "ixt4:num-dot-decimal"]) {
      expect(transformNumber(f, "1,234,567.89")).toBe("1234567.89");
      expect(transformNumber(f, "1 234")).toBe("1234");
    }
    expect(transformNumber("ixt:num-dot-decimal", "12'345.5")).toBe("12345.5");
  });

  it("reads the comma-decimal family", () => {
    for (const f of ["ixt:numdotcomma", "ixt2:numcommadecimal", "ixt:num-comma-decimal", "ixt:numspacecomma"]) {
      expect(transformNumber(f, "1.234.567,89")).toBe("1234567.89");
    }
    expect(transformNumber("ixt:num-comma-decimal", "1 234,5")).toBe("1234.5");
    expect(transformNumber("ixt:num-comma-decimal", "1.234")).toBe("1234");
  });

  it("reads a dash or empty text as zero in the fixed-zero family", () => {
    for (const f of ["ixt:numdash", "ixt2:zerodash", "ixt:fixed-zero"]) expect(transformNumber(f, "-")).toBe("0");
    expect(transformNumber("ixt:fixed-zero", "")).toBe("0");
  });

  it("reads whole and fractional units in the unit-decimal family", () => {
    expect(transformNumber("ixt:num-unit-decimal", "5 Euro 20")).toBe("5.20");
    expect(transformNumber("ixt2:numunitdecimal", "1,000 dollars 05 cents")).toBe("1000.05");
    expect(transformNumber("ixt:num-unit-decimal", "7 pounds")).toBe("7");
  });

  it("refuses unknown formats and text that is not a number", () => {
    expect(() => transformNumber("ixt:date-day-month-year", "1 May 2020")).toThrow(UnknownFormatError);
    expect(() => transformNumber("ixt:num-dot-decimal", "n/a")).toThrow(FormatValueError);
    expect(() => transformNumber("ixt:num-dot-decimal", "1.2.3")).toThrow(FormatValueError);
    expect(() => transformNumber(null, "1,234")).toThrow(FormatValueError);
    expect(formatFamily("ixt:booleantrue")).toBeUndefined();
  });

  it("scales exactly by shifting the decimal point, and applies the sign", () => {
    expect(scaleDecimal("1.1", 6, false)).toBe(1_100_000);
    expect(scaleDecimal("0.07", 3, false)).toBe(70);
    expect(scaleDecimal("274515", 6, false)).toBe(274_515_000_000);
    expect(scaleDecimal("1234", -2, false)).toBe(12.34);
    expect(scaleDecimal("995598", 0, true)).toBe(-995_598);
    expect(scaleDecimal("-5", 3, true)).toBe(5000);
    expect(scaleDecimal("0", 3, true)).toBe(0);
  });
});
