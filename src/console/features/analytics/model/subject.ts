/** Whose analytics a screen shows: an organization (the switcher's Target, api-design §4) or a private record. */
export type AnalyticsSubject = { kind: "organization" } | { kind: "record"; recordId: string };

export function subjectKey(subject: AnalyticsSubject): string {
  return subject.kind === "record" ? `record:${subject.recordId}` : "organization";
}
