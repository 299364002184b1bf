/** Query keys of the account feature: the signed-in principal and their two-step sign-in. */
export const accountKeys = {
  all: ["account"] as const,
  principal: () => ["account", "principal"] as const,
  totp: () => ["account", "totp"] as const,
};
