import { finishPersonSignIn } from "../api/sign-in-person";
import { SecondFactorForm } from "./second-factor-form";

/** The sign-in form's second step: the code completes the sign-in and starts the console session. */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: () => void;
  onRestart: () => void;
}) {
  return (
    <SecondFactorForm
      challenge={challenge}
      onSignedIn={(token) => {
        finishPersonSignIn(token);
        onSignedIn();
      }}
      onRestart={onRestart}
    />
  );
}
