import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { auditActions, listAuditEventsQuery } from "../../../../contract/people-admin";
import { csvColumnsOf, toCsv } from "../../../components/list-kit/csv";
import type { AuditEventRow } from "../api/list-audit-events";
import { auditQueryOf } from "../model/audit-query";
import { actionLabel } from "../model/labels";
import { type AuditSearch, auditSearch } from "../model/list-search";
import { AuditFilters } from "./audit-filters";
import { auditColumns, describeDetails } from "./audit-log-screen";

afterEach(cleanup);

const event: AuditEventRow = {
  id: "7",
  at: "2026-11-26T14:05:00.000Z",
  action: "api_client_secret_rotated",
  actor: { kind: "person", id: "5d0c3c8e-4a7e-4b59-9d6f-0a3b1c2d3e4f", label: "admin@atlas.example" },
  address: "192.0.2.1",
  subject_user_id: null,
  subject_id: "cli_abc",
  details: { client_id: "cli_abc", grace_seconds: 86400 },
};

describe("audit log search (URL) → API query", () => {
  it("keeps known actions only and turns days into instants in the user's zone, 'to' including its day", () => {
    const search = auditSearch.parse({
      action: ["api_client_revoked", "no_such_action"],
      actor_kind: "robot",
      from: "2026-11-01",
      to: "2026-11-30",
    });
    expect(search.action).toEqual(["api_client_revoked"]);
    expect(search.actor_kind).toBeUndefined();
    const query = auditQueryOf(search, "Europe/Paris");
    expect(query.from).toBe("2026-10-31T23:00:00.000Z");
    expect(query.to).toBe("2026-11-30T23:00:00.000Z");
    expect(listAuditEventsQuery.safeParse(query).success).toBe(true);
  });

  it("drops a 'to' before 'from' instead of sending a query the API refuses", () => {
    const query = auditQueryOf(auditSearch.parse({ from: "2026-11-10", to: "2026-11-01" }), "UTC");
    expect(query.to).toBeUndefined();
    expect(listAuditEventsQuery.safeParse(query).success).toBe(true);
  });
});

describe("audit labels and CSV", () => {
  it("has words for every action (made from the name when no label is written yet)", () => {
    for (const a of auditActions) expect(actionLabel(a)).not.toMatch(/_/);
    expect(actionLabel("api_client_revoked")).toBe("API client revoked");
  });

  it("exports the columns on screen, times in the zone named in the header, details in words", () => {
    const csv = toCsv(csvColumnsOf(auditColumns), [event], { timeZone: "UTC" });
    const [header, row] = csv.replace("\uFEFF", "").split("\r\n");
    expect(header).toBe("When (UTC),What happened,Done by,Done by (kind),Done by (ID),About,Details,From address");
    expect(row).toBe(
      `2026-11-26 14:05,API client secret renewed,admin@atlas.example,Person,${event.actor.id},cli_abc,"client id: cli_abc, grace seconds: 86400",192.0.2.1`,
    );
    expect(describeDetails({ from: "analyst", to: null })).toBe("from: analyst");
  });
});

describe("AuditFilters", () => {
  it("offers every action of the contract and writes choices to the URL, back to the first page", async () => {
    const onChange = vi.fn();
    const search: AuditSearch = auditSearch.parse({ offset: 50 });
    render(<AuditFilters search={search} onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: /What happened/ }));
    for (const a of auditActions) expect(screen.getByLabelText(actionLabel(a))).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText("API client revoked"));
    expect(onChange).toHaveBeenLastCalledWith({ action: ["api_client_revoked"], offset: 0 });
    await userEvent.selectOptions(screen.getByLabelText("Done by"), "API client");
    expect(onChange).toHaveBeenLastCalledWith({ actor_kind: "api_client", offset: 0 });
    // Many queries of a jsdom page: generous on a loaded machine (nothing here depends on time).
  }, 60_000);
});
