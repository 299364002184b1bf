import type { ChangeActor } from "../../contract/common";

/**
 * Who made a change, in plain words (docs/people.md "Audit by person"): the person's name, or
 * "API client <client id>". The API names the actor only to the actor's own organization, so
 * null (another organization's change, or one recorded before people were named) falls back to
 * the organization's name where the caller shows it.
 */
export function actorWords(actor: ChangeActor | null | undefined): string | null {
  if (!actor) return null;
  return actor.kind === "person" ? actor.name : `API client ${actor.name}`;
}
