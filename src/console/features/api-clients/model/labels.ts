import type { ApiClientStatus } from "../../../../contract/api-clients";

export const statusWords: Record<ApiClientStatus, string> = {
  active: "Active",
  disabled: "Disabled by the operator",
  revoked: "Revoked",
};

export const statusTones: Record<ApiClientStatus, "success" | "neutral" | "danger"> = {
  active: "success",
  disabled: "neutral",
  revoked: "danger",
};
