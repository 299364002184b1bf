import { createFileRoute } from "@tanstack/react-router";
import { AccountScreen } from "../../features/account/components/account-screen";

export const Route = createFileRoute("/_app/account")({
  component: AccountScreen,
});
