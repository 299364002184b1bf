import type { Scope } from "../../../lib/scope";
import { type AnalyticsSubject, subjectKey } from "../model/subject";

/** Query keys of the analytics feature; "analytics" is what the files feature refreshes after extraction. */
export const analyticsKeys = {
  all: ["analytics"] as const,
  scores: (scope: Scope, subject: AnalyticsSubject, query: unknown) =>
    ["analytics", scope.requesterId, scope.targetId, subjectKey(subject), "scores", query] as const,
  metrics: (scope: Scope, subject: AnalyticsSubject, query: unknown) =>
    ["analytics", scope.requesterId, scope.targetId, subjectKey(subject), "metrics", query] as const,
  awaitingReview: (scope: Scope, subject: AnalyticsSubject) =>
    ["analytics", scope.requesterId, scope.targetId, subjectKey(subject), "awaiting-review"] as const,
  currencies: (scope: Scope, subject: AnalyticsSubject) =>
    ["analytics", scope.requesterId, scope.targetId, subjectKey(subject), "currencies"] as const,
  weights: ["resources", "weights", "metrics"] as const,
};
