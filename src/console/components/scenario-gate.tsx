import type { ReactNode } from "react";
import type { EndpointDef } from "../../contract/endpoint";
import { scenarioLabels } from "../../contract/scenarios";
import { endpointScenarios, scopeAllows, useScope } from "../lib/scope";

/**
 * Renders its children only when the organization switcher's scenario is one the endpoint permits
 * (from the contract's `scenarios`); otherwise says so in words, instead of letting the API answer
 * 403. `what` names the screen's data: "Credit applications are not available…".
 */
export function ScenarioGate({
  endpoint,
  what,
  alternative,
  children,
}: {
  endpoint: Pick<EndpointDef, "auth" | "scenarios">;
  what: string;
  /** Where the same data can be seen instead (a button that switches the target), if anywhere. */
  alternative?: ReactNode;
  children: ReactNode;
}) {
  const scope = useScope();
  if (scopeAllows(scope, endpoint)) return <>{children}</>;
  const current = (scope?.scenarios ?? []).map((s) => scenarioLabels[s]).join(" / ");
  const permitted = endpointScenarios(endpoint).map((s) => scenarioLabels[s]);
  return (
    <div className="state state--gate" role="note">
      <p className="state__title">
        {what} {what.endsWith("s") ? "are" : "is"} not available in the {current} scenario.
      </p>
      {alternative ?? (
        <p className="state__body">
          Available when the target organization makes the scenario {permitted.join(" or ")}. Choose another target
          organization in the switcher above.
        </p>
      )}
    </div>
  );
}
