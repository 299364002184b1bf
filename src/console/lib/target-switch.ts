/**
 * Where a page goes when the user switches the target organization (issue 25). A page of one item
 * (a document, an application, a private record: any route with a path parameter) belongs to the
 * organization it was opened with; under another organization it would only say "not found". So the
 * switch goes to the list the item came from: the route's path cut before its first parameter
 * (`/financial-files/documents/$documentId` → `/financial-files/documents`,
 * `/private-records/$recordId/documents/$documentId` → `/private-records`). Lists, forms and the
 * worklist stay where they are (null). One rule for every route, decided here and used by the switcher.
 */
export function listPathAfterSwitch(fullPath: string): string | null {
  const segments = fullPath.split("/");
  const first = segments.findIndex((s) => s.startsWith("$"));
  if (first < 0) return null;
  const list = segments.slice(0, first).join("/");
  return list === "" ? "/" : list;
}
