/** Query keys of the portfolio: always the signed-in organization's own (Self), whatever the Target. */
export const portfolioKeys = {
  all: ["portfolio"] as const,
  list: (requesterId: string, query: unknown) => ["portfolio", requesterId, "list", query] as const,
};
