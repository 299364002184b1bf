/**
 * Whose extracted documents a screen shows: one of my private records, or an organization (the
 * switcher's Target, addressed by the host-owned org_id rule of api-design §4).
 */
export type DocumentSubject = { kind: "record"; recordId: string } | { kind: "organization" };

export function subjectKey(subject: DocumentSubject): string {
  return subject.kind === "record" ? `record:${subject.recordId}` : "organization";
}
