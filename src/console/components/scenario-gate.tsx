import type { ReactNode } from "react";
import type { EndpointDef } from "../../contract/endpoint";
import type { Scenario } from "../../contract/scenarios";
import { type OrganizationNames, useOrganizationNames } from "../lib/organization-names";
import { endpointScenarios, resetTarget, type Scope, scopeAllows, setTarget, useScope } from "../lib/scope";

/** One thing the user can do instead: a button that switches the target organization. */
export interface GateSwitch {
  label: string;
  run: () => void;
}

export interface GateAdvice {
  /** What is the case and what to do, in plain words (never a scenario's name). */
  sentence: string;
  switches: GateSwitch[];
}

type Names = Pick<OrganizationNames, "ownName" | "hosts" | "guests">;

/** At most this many organizations are offered as buttons; beyond that the switcher is named. */
const MAX_SWITCHES = 6;

function verb(what: string) {
  return what.endsWith("s") ? "are" : "is";
}

function switchTo(org: { id: string; name: string }, names: Names, relation: "host" | "guest"): GateSwitch {
  // The scenarios the switcher would set for this organization (both when connected both ways).
  const scenarios: Scenario[] = [];
  if (names.guests.some((g) => g.id === org.id)) scenarios.push("host");
  if (names.hosts.some((h) => h.id === org.id)) scenarios.push("guest");
  if (scenarios.length === 0) scenarios.push(relation === "host" ? "guest" : "host");
  return {
    label: `Switch to ${org.name}`,
    run: () => setTarget({ targetId: org.id, targetName: org.name, scenarios }),
  };
}

/**
 * What the screen says when the organization switcher's choice cannot show `what`: what the data is
 * and where it is, with a button for each place (issue 25: no scenario jargon on screen). Pure, so
 * every combination is unit-tested.
 */
export function gateAdvice(scope: Scope, permitted: readonly Scenario[], what: string, names: Names): GateAdvice {
  const own = names.ownName ?? "your organization";
  const target = scope.targetName ?? "the chosen organization";
  const lower = what.charAt(0).toLowerCase() + what.slice(1);
  const isSelf = scope.scenarios.includes("self");
  const switchBack: GateSwitch = { label: `Switch back to ${own}`, run: () => resetTarget() };

  if (!isSelf && permitted.includes("self")) {
    if (permitted.length === 1)
      return {
        sentence: `${what} belong${verb(what) === "is" ? "s" : ""} to your own organization, not to ${target}.`,
        switches: [switchBack],
      };
    if (scope.scenarios.includes("guest"))
      return {
        sentence: `${target} does not share its ${lower} with you; your own ${verb(what)} with your organization.`,
        switches: [switchBack],
      };
    return {
      sentence: `${what} ${verb(what)} between you and ${target}: switch back to your own organization to see them.`,
      switches: [switchBack],
    };
  }

  // Data reached only through a connected organization: offer those organizations.
  const wantsHost = permitted.includes("guest");
  const candidates = wantsHost ? names.hosts : names.guests;
  const others = candidates.filter((c) => c.id !== scope.targetId);
  const towards = wantsHost ? "one of your Hosts (a forwarder that invited you)" : "one of your Guests";
  if (others.length === 0) {
    const none = wantsHost
      ? "No organization is your Host yet: one becomes your Host when you accept its invitation."
      : "No organization is your Guest yet: a shipper becomes your Guest when it accepts your invitation.";
    return {
      sentence: `${what} ${verb(what)} done with ${towards}. ${none}`,
      switches: isSelf ? [] : [switchBack],
    };
  }
  const relation = wantsHost ? "host" : "guest";
  const shown = others.slice(0, MAX_SWITCHES).map((o) => switchTo(o, names, relation));
  const more = others.length > MAX_SWITCHES ? " Others are in “Target organization” above." : "";
  return {
    sentence: `${what} ${verb(what)} done with ${towards}: switch to the one you mean.${more}`,
    switches: isSelf ? shown : [...shown, switchBack],
  };
}

/**
 * Renders its children only when the organization switcher's choice is one the endpoint permits
 * (from the contract's `scenarios`); otherwise says in plain words what the data is and offers the
 * switch that shows it, instead of letting the API answer 403.
 */
export function ScenarioGate({
  endpoint,
  what,
  alternative,
  children,
}: {
  endpoint: Pick<EndpointDef, "auth" | "scenarios">;
  /** The screen's data: "Credit applications", "Private records". */
  what: string;
  /** Where the same data can be seen instead (a sentence with a button), when the screen knows better. */
  alternative?: ReactNode;
  children: ReactNode;
}) {
  const scope = useScope();
  if (scopeAllows(scope, endpoint)) return <>{children}</>;
  if (!scope) return null;
  return (
    <div className="state state--gate" role="note">
      {alternative ?? <GateAdvice scope={scope} permitted={endpointScenarios(endpoint)} what={what} />}
    </div>
  );
}

/** The gate's words and switches (reads the organization names only when the gate shows). */
function GateAdvice({ scope, permitted, what }: { scope: Scope; permitted: readonly Scenario[]; what: string }) {
  const names = useOrganizationNames(scope.requesterId);
  const advice = gateAdvice(scope, permitted, what, names);
  return (
    <>
      <p className="state__title">{advice.sentence}</p>
      {advice.switches.length > 0 ? (
        <p className="state__body state__actions">
          {advice.switches.map((s) => (
            <button key={s.label} type="button" className="button button--secondary" onClick={s.run}>
              {s.label}
            </button>
          ))}
        </p>
      ) : null}
    </>
  );
}
