import type { ReactNode } from "react";

/** The row above a list's table: saved views, columns, export. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="list-toolbar">{children}</div>;
}
