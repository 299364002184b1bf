import type { CreditApplicationStatus } from "../../contract/transitions";
import type { DemoSignatureStep } from "./signatures";

/**
 * The demo's credit applications as stories on a calendar: when each was made, which moves followed
 * and how long after each other, over the past eighteen months. Old applications have ended
 * (finalized, declined, rejected, expired); the last weeks hold the open work (pending, in review,
 * waiting for documents, approved, out for signature), so a newest-first list looks like a desk's.
 * Deterministic: the same calendar (relative to the load's `now`) on every load.
 */
export type StoryMove =
  | "review"
  | "external"
  | "changes"
  | "confirm"
  | "resubmit"
  | "approve"
  | "decline"
  | "reject"
  | "finalize"
  | "update"
  | "expire"
  | DemoSignatureStep;

export type StoryKind =
  | "pending"
  | "pending_updated"
  | "internal_review"
  | "external_review"
  | "needs_action"
  | "needs_action_confirmed"
  | "resubmitted_review"
  | "approved"
  | "finalized"
  | "finalized_after_changes"
  | "declined"
  | "declined_after_changes"
  | "rejected"
  | "expired_in_review"
  | "expired_pending"
  | "sign_created"
  | "sign_in_progress"
  | "sign_completed"
  | "sign_expired"
  | "sign_canceled"
  | "sign_declined"
  | "sign_failed";

interface StoryShape {
  /** The status the story ends in. */
  status: CreditApplicationStatus;
  /** Moves with the hours since the previous step (jittered ±35 % per application). */
  moves: Array<[hours: number, move: StoryMove]>;
  /** Only these types may tell it (finalize is for trade finance and factoring; the update for trade finance). */
  types?: ReadonlyArray<"credit_terms" | "trade_finance" | "factoring">;
  /** Days from creation to `expires_at` for stories that end expired (the expiry step comes 2 h after). */
  lifetimeDays?: number;
}

const approvedThen: Array<[number, StoryMove]> = [
  [30, "review"],
  [75, "approve"],
  [20, "send"],
];

export const storyShapes: Record<StoryKind, StoryShape> = {
  pending: { status: "pending", moves: [] },
  pending_updated: { status: "pending", moves: [[22, "update"]], types: ["trade_finance"] },
  internal_review: { status: "internal_review", moves: [[26, "review"]] },
  external_review: {
    status: "external_review",
    moves: [
      [30, "review"],
      [70, "external"],
    ],
  },
  needs_action: {
    status: "needs_action",
    moves: [
      [28, "review"],
      [50, "changes"],
    ],
  },
  needs_action_confirmed: {
    status: "needs_action",
    moves: [
      [20, "review"],
      [44, "changes"],
      [96, "confirm"],
    ],
  },
  resubmitted_review: {
    status: "internal_review",
    moves: [
      [24, "changes"],
      [120, "confirm"],
      [6, "resubmit"],
      [30, "review"],
    ],
  },
  approved: {
    status: "approved",
    moves: [
      [30, "review"],
      [90, "approve"],
    ],
  },
  finalized: {
    status: "finalized",
    types: ["trade_finance", "factoring"],
    moves: [
      [40, "review"],
      [100, "approve"],
      [60, "finalize"],
    ],
  },
  finalized_after_changes: {
    status: "finalized",
    types: ["trade_finance", "factoring"],
    moves: [
      [30, "review"],
      [48, "changes"],
      [150, "confirm"],
      [4, "resubmit"],
      [30, "review"],
      [72, "approve"],
      [40, "finalize"],
    ],
  },
  declined: {
    status: "declined",
    moves: [
      [50, "review"],
      [120, "decline"],
    ],
  },
  declined_after_changes: {
    status: "declined",
    moves: [
      [30, "changes"],
      [200, "decline"],
    ],
  },
  rejected: {
    status: "rejected",
    moves: [
      [36, "review"],
      [80, "approve"],
      [130, "reject"],
    ],
  },
  expired_in_review: {
    status: "expired",
    lifetimeDays: 60,
    moves: [
      [40, "review"],
      [60, "changes"],
    ],
  },
  expired_pending: { status: "expired", lifetimeDays: 30, moves: [] },
  sign_created: { status: "sign_document_created", moves: approvedThen },
  sign_in_progress: { status: "sign_document_in_progress", moves: [...approvedThen, [30, "open"]] },
  sign_completed: {
    status: "sign_document_completed",
    moves: [...approvedThen, [26, "open"], [5, "sign"]],
  },
  // Sent with 14 days to sign; the job's expiry an hour after the due date.
  sign_expired: { status: "sign_document_expired", moves: [...approvedThen, [14 * 24 + 1, "expire_sign"]] },
  sign_canceled: { status: "sign_document_canceled", moves: [...approvedThen, [50, "cancel_sign"]] },
  sign_declined: {
    status: "sign_document_declined",
    moves: [...approvedThen, [28, "open"], [3, "decline_sign"]],
  },
  sign_failed: {
    status: "sign_document_process_failed",
    moves: [...approvedThen, [22, "open"], [1, "fail_sign"]],
  },
};

export interface PlannedStep {
  at: Date;
  move: StoryMove;
}

export interface PlannedStory {
  host: string;
  guest: string;
  kind: StoryKind;
  seed: string;
  type: "credit_terms" | "trade_finance" | "factoring";
  createdAt: Date;
  expiresAt: Date | null;
  steps: PlannedStep[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function unit(seed: string): number {
  return hash(seed) / 4294967296;
}

/**
 * Atlas (the README's demo forwarder) holds every status; Borealis (the demo shipper) has an
 * agreement signed and one waiting. Recent work: days since creation (then clamped so the story has
 * ended before now). Old, ended applications are spread evenly from about eighteen months ago to
 * seven weeks ago.
 */
const atlasRecent: Record<string, Array<[StoryKind, number]>> = {
  borealis: [
    ["sign_completed", 40],
    ["sign_created", 6],
    ["needs_action", 12],
  ],
  helios: [
    ["sign_in_progress", 9],
    ["pending", 1],
    ["sign_declined", 25],
  ],
  cascade: [
    ["sign_expired", 24],
    ["external_review", 16],
    ["approved", 21],
  ],
  northwind: [
    ["sign_canceled", 30],
    ["internal_review", 4],
    ["needs_action_confirmed", 14],
  ],
  orion: [
    ["sign_failed", 35],
    ["resubmitted_review", 18],
    ["pending_updated", 2],
  ],
  sierra: [
    ["sign_completed", 60],
    ["pending", 3],
    ["external_review", 11],
  ],
};

const otherRecent: Array<[StoryKind, number]> = [
  ["pending", 2],
  ["internal_review", 5],
  ["needs_action", 13],
  ["approved", 19],
  ["sign_completed", 45],
  ["sign_in_progress", 8],
  ["external_review", 15],
  ["needs_action_confirmed", 17],
  ["sign_created", 5],
  ["pending_updated", 3],
  ["internal_review", 7],
  ["sign_declined", 33],
  ["pending", 1],
  ["needs_action", 10],
  ["approved", 26],
  ["sign_completed", 52],
  ["resubmitted_review", 22],
  ["external_review", 12],
];

const atlasOld: StoryKind[] = [
  "finalized",
  "declined",
  "expired_in_review",
  "rejected",
  "finalized_after_changes",
  "declined_after_changes",
  "expired_pending",
  "finalized",
  "declined",
  "rejected",
  "expired_in_review",
  "finalized",
];

const otherOld: StoryKind[] = [
  "finalized",
  "declined",
  "expired_pending",
  "rejected",
  "finalized_after_changes",
  "declined_after_changes",
  "expired_in_review",
  "finalized",
  "declined",
  "finalized",
  "rejected",
  "expired_in_review",
  "declined",
  "finalized_after_changes",
  "expired_pending",
  "finalized",
  "declined_after_changes",
  "rejected",
];

const OLDEST_DAYS = 540;
const NEWEST_OLD_DAYS = 50;

/** The planned applications of the given connections (host key, guest key), oldest first. */
export function planApplications(pairs: Array<{ host: string; guest: string }>, now: Date): PlannedStory[] {
  const slots: Array<{ host: string; guest: string; kind: StoryKind; daysAgo?: number }> = [];
  let other = 0;
  for (const p of pairs) {
    const recent = p.host === "atlas" ? atlasRecent[p.guest] : undefined;
    if (recent) {
      for (const [kind, daysAgo] of recent) slots.push({ ...p, kind, daysAgo });
    } else {
      for (let j = 0; j < 2; j++) {
        const [kind, daysAgo] = otherRecent[(other * 2 + j) % otherRecent.length] as [StoryKind, number];
        slots.push({ ...p, kind, daysAgo });
      }
      other++;
    }
  }
  // Two ended applications per pair, Atlas's and the others' interleaved along the calendar.
  const old: Array<{ host: string; guest: string; kind: StoryKind }> = [];
  let a = 0;
  let o = 0;
  for (let round = 0; round < 2; round++) {
    for (const p of pairs) {
      const kind = p.host === "atlas" ? atlasOld[a++ % atlasOld.length] : otherOld[o++ % otherOld.length];
      old.push({ ...p, kind: kind as StoryKind });
    }
  }
  // Spread along the calendar in an order that mixes the pairs (a stride coprime with the count).
  const stride = old.length % 7 === 0 ? 11 : 7;
  for (let i = 0; i < old.length; i++) {
    const slot = old[(i * stride) % old.length];
    if (!slot) continue;
    const daysAgo = OLDEST_DAYS - (i * (OLDEST_DAYS - NEWEST_OLD_DAYS)) / Math.max(1, old.length - 1);
    slots.push({ ...slot, daysAgo });
  }

  const stories: PlannedStory[] = [];
  const types = ["credit_terms", "trade_finance", "factoring"] as const;
  for (const [n, slot] of slots.entries()) {
    const shape = storyShapes[slot.kind];
    const seed = `${slot.host}:${slot.guest}:${slot.kind}:${n}`;
    const allowed = shape.types ?? types;
    const type = allowed[hash(`${seed}:type`) % allowed.length] ?? "credit_terms";
    const durations = shape.moves.map(([h], i) => h * (0.65 + 0.7 * unit(`${seed}:${i}`)) * HOUR);
    const span = durations.reduce((x, y) => x + y, 0);
    // Daytime-ish creation: the hour of day varies, the story ends at least an hour before now.
    const wanted = (slot.daysAgo ?? 1) * DAY + (unit(`${seed}:hour`) - 0.5) * 10 * HOUR;
    let lifetime = shape.lifetimeDays ? shape.lifetimeDays * DAY * (0.8 + 0.4 * unit(`${seed}:life`)) : undefined;
    const needed = span + (lifetime ?? 0) + 3 * HOUR;
    const ago = Math.max(wanted, needed + HOUR);
    const createdAt = new Date(now.getTime() - ago);
    if (lifetime !== undefined) lifetime = Math.max(lifetime, span + HOUR);
    const steps: PlannedStep[] = [];
    let t = createdAt.getTime();
    for (const [i, [, move]] of shape.moves.entries()) {
      t += durations[i] ?? 0;
      steps.push({ at: new Date(t), move });
    }
    let expiresAt: Date | null = null;
    if (lifetime !== undefined) {
      expiresAt = new Date(createdAt.getTime() + lifetime);
      steps.push({ at: new Date(expiresAt.getTime() + 2 * HOUR), move: "expire" });
    } else if (createdAt.getTime() + 120 * DAY > now.getTime() + 14 * DAY && unit(`${seed}:exp`) < 0.5) {
      // Some open applications carry an expiry three to four months after creation (still ahead).
      expiresAt = new Date(createdAt.getTime() + (90 + Math.floor(unit(`${seed}:expd`) * 30)) * DAY);
    }
    stories.push({ host: slot.host, guest: slot.guest, kind: slot.kind, seed, type, createdAt, expiresAt, steps });
  }
  return stories.sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
}
