/** Query keys of the worklist: always the signed-in organization's own (Self), whatever the Target. */
export const worklistKeys = {
  all: ["worklist"] as const,
  list: (requesterId: string, query: unknown) => ["worklist", requesterId, "list", query] as const,
};
