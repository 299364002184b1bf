import { useRouter } from "@tanstack/react-router";
import { useEffect, useId, useMemo } from "react";
import type { Scenario } from "../../../../contract/scenarios";
import { Badge } from "../../../components/badge";
import { useConfirmDiscard } from "../../../components/unsaved-changes";
import { resetTarget, setTarget, useScope } from "../../../lib/scope";
import { listPathAfterSwitch } from "../../../lib/target-switch";
import { useOwnOrganization } from "../api/get-organization";
import type { ConnectionList } from "../api/list-connections";
import { useConnections } from "../api/list-connections";

interface TargetOption {
  organizationId: string;
  name: string;
  scenarios: Scenario[];
}

/** Connections grouped per organization: "they are my Guest" → Host → Guest; "my Host" → Guest → Host. */
export function targetOptions(connections: ConnectionList["items"]): TargetOption[] {
  const byOrg = new Map<string, TargetOption>();
  for (const c of connections) {
    const scenario: Scenario = c.relation === "guest" ? "host" : "guest";
    const option = byOrg.get(c.organization_id) ?? { organizationId: c.organization_id, name: c.name, scenarios: [] };
    if (!option.scenarios.includes(scenario)) option.scenarios.push(scenario);
    byOrg.set(c.organization_id, option);
  }
  return [...byOrg.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** What the chosen organization is to mine, in words: "your organization", "your Guest", "your Host". */
export function relationWords(scenarios: readonly Scenario[]): string {
  if (scenarios.includes("self")) return "your organization";
  const host = scenarios.includes("host");
  const guest = scenarios.includes("guest");
  if (host && guest) return "your Guest and your Host";
  return host ? "your Guest" : "your Host";
}

function capitalized(words: string) {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * "Target organization": act as my organization towards myself (Self) or a connected organization
 * (Host → Guest, Guest → Host); on screen only in words ("your Guest", "your Host"). Every organization-scoped call sends the choice as
 * Target-Organization-ID; the router re-runs its loaders when it changes.
 */
export function OrganizationSwitcher() {
  const scope = useScope();
  const id = useId();
  const requesterId = scope?.requesterId;
  const connections = useConnections(requesterId);
  const own = useOwnOrganization(requesterId);
  const options = useMemo(() => targetOptions(connections.data?.items ?? []), [connections.data]);
  // Switching the target replaces the page's data: typed work on it is asked about first (issue 25).
  const { confirmDiscard, dialog } = useConfirmDiscard();
  const router = useRouter();
  // A page of one item belongs to the organization it was opened with: the switch goes to its list
  // (lib/target-switch.ts), so the new organization's list shows instead of "not found" (issue 25).
  // The list opens first, then the target changes, so the item's page never asks under the new one.
  const switchTo = (apply: () => void) =>
    confirmDiscard(() => {
      const deepest = router.state.matches.at(-1);
      const list = deepest ? listPathAfterSwitch(deepest.fullPath) : null;
      if (list === null) {
        apply();
        return;
      }
      void router.navigate({ href: list, replace: true }).then(apply);
    });

  // A stored target that is no longer connected falls back to Self.
  useEffect(() => {
    if (!scope || !connections.data || scope.targetId === scope.requesterId) return;
    if (!options.some((o) => o.organizationId === scope.targetId)) resetTarget();
  }, [scope, connections.data, options]);

  if (!scope) return null;
  const ownName = own.data?.name ?? "My organization";
  return (
    <div className="switcher">
      <label htmlFor={id} className="switcher__label">
        Target organization
      </label>
      <select
        id={id}
        className="input select switcher__select"
        value={scope.targetId}
        aria-describedby={`${id}-scenario`}
        onChange={(e) => {
          const value = e.target.value;
          if (value === scope.requesterId) {
            switchTo(resetTarget);
            return;
          }
          const option = options.find((o) => o.organizationId === value);
          if (option)
            switchTo(() =>
              setTarget({ targetId: option.organizationId, targetName: option.name, scenarios: option.scenarios }),
            );
        }}
      >
        <option value={scope.requesterId}>{ownName} (your organization)</option>
        {options.map((o) => (
          <option key={o.organizationId} value={o.organizationId}>
            {o.name} ({relationWords(o.scenarios)})
          </option>
        ))}
      </select>
      <span id={`${id}-scenario`} className="switcher__scenario">
        <span className="visually-hidden">Chosen: </span>
        <Badge tone={scope.scenarios.includes("self") ? "neutral" : "accent"}>
          {capitalized(relationWords(scope.scenarios))}
        </Badge>
      </span>
      {dialog}
      {connections.isError ? (
        <span className="field__error" role="alert">
          Connections could not be loaded.
        </span>
      ) : null}
    </div>
  );
}
