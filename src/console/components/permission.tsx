import { type ReactNode, useId } from "react";
import type { EndpointDef } from "../../contract/endpoint";
import { type Can, useCan } from "../lib/permissions";

/**
 * A screen only some roles use (webhooks, people): others read why, in plain words, instead of a
 * refused request.
 */
export function PermissionGate({
  endpoint,
  doing,
  children,
}: {
  endpoint: Pick<EndpointDef, "id" | "method">;
  doing: string;
  children: ReactNode;
}) {
  const can = useCan(endpoint, doing);
  if (can.allowed) return <>{children}</>;
  return (
    <div className="state state--gate" role="note">
      <p className="state__title">{can.reason}</p>
    </div>
  );
}

/**
 * A control the signed-in role may not use: rendered disabled, with the reason as its tooltip and
 * as visible text it is described by (screen readers read it with the control).
 * `render` receives the props to spread on the control.
 */
export function Permitted({
  can,
  children,
}: {
  can: Can;
  children: (props: { disabled?: boolean; title?: string; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  if (can.allowed) return <>{children({})}</>;
  return (
    <>
      {children({ disabled: true, title: can.reason ?? undefined, "aria-describedby": id })}
      <span id={id} className="permission-note">
        {can.reason}
      </span>
    </>
  );
}
