import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { browserTimeZone, currentTimeZone, setTimeZone } from "../../../lib/format";
import { TimeZoneSetting } from "./time-zone-setting";

afterEach(() => {
  cleanup();
  setTimeZone(null);
});

const now = () => new Date("2026-11-26T13:05:00Z");

describe("TimeZoneSetting (kept in this browser)", () => {
  it("starts on the browser's zone, applies a chosen IANA zone at once and keeps it in localStorage", async () => {
    const user = userEvent.setup();
    render(<TimeZoneSetting now={now} />);
    const select = screen.getByLabelText("Show times in");
    expect(select).toHaveValue("");
    expect(screen.getByRole("option", { name: `This browser's time zone (${browserTimeZone()})` })).toBeInTheDocument();
    expect(select).toHaveAccessibleDescription(/Credit agreements and the API stay in UTC/);

    await user.selectOptions(select, "Asia/Tokyo");
    expect(currentTimeZone()).toBe("Asia/Tokyo");
    expect(localStorage.getItem("cas.timeZone")).toBe("Asia/Tokyo");
    expect(screen.getByTestId("time-zone-now")).toHaveTextContent(/(22:05|10:05 PM) GMT\+9/);

    await user.selectOptions(select, "");
    expect(currentTimeZone()).toBe(browserTimeZone());
    expect(localStorage.getItem("cas.timeZone")).toBeNull();
  });

  it("offers only IANA names", () => {
    render(<TimeZoneSetting now={now} />);
    const values = screen.getAllByRole("option").map((o) => (o as HTMLOptionElement).value);
    expect(values).toContain("Europe/Paris");
    expect(values).toContain("UTC");
    expect(values.filter((v) => v !== "").every((v) => v === "UTC" || v.includes("/"))).toBe(true);
  });
});
