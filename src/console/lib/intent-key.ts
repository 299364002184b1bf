import { useState } from "react";
import { isApiError } from "./api-error";

/**
 * One `Idempotency-Key` per user intent (docs/console.md, "One idempotency key per intent"): the
 * key is made on the first submit of an intent and sent again with every retry of the same intent
 * (the same variables), so a double click, a retry after a lost answer or a time-out never runs
 * the action twice: the API answers the first answer again. The intent ends, and the next submit
 * gets a new key, once the API has given a definitive answer (a success or a refusal, which the
 * API stores under the key); it goes on while the outcome is unknown (no answer, a 5xx, the key
 * still in use). Changing what is sent (another reason, another amount) is another intent.
 */
export class IntentKey {
  private key: string | null = null;
  private signature: string | null = null;

  /** The key for a submit of `variables` (the same variables as the open intent: the same key). */
  for(variables: unknown): string {
    const signature = signatureOf(variables);
    if (this.key === null || this.signature !== signature) {
      this.key = crypto.randomUUID();
      this.signature = signature;
    }
    return this.key;
  }

  /** Called when a submit settles: a definitive answer ends the intent. */
  settle(error: unknown): void {
    if (error === null || error === undefined || isDefinitive(error)) {
      this.key = null;
      this.signature = null;
    }
  }
}

/** A success or a 4xx (other than "key in use") is stored under the key by the API: the intent is over. */
function isDefinitive(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status >= 400 && error.status < 500 && error.code !== "idempotency_key_in_use";
}

/** What a submit sends, as text: files by name, size, type and date (never their bytes). */
function signatureOf(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    typeof File !== "undefined" && v instanceof File
      ? { file: v.name, size: v.size, type: v.type, modified: v.lastModified }
      : v,
  );
}

/** The intent key of a component's mutation (kept for the component's life). */
export function useIntentKey(): IntentKey {
  const [intent] = useState(() => new IntentKey());
  return intent;
}

/**
 * A mutation function that sends one key per intent: `fn` gets the key of the intent that
 * `intentOf(variables)` names (what is sent, and where), and the intent ends on a definitive answer.
 */
export function keyed<V, R>(
  intent: IntentKey,
  fn: (variables: V, idempotencyKey: string) => Promise<R>,
  intentOf: (variables: V) => unknown,
): (variables: V) => Promise<R> {
  return async (variables) => {
    const key = intent.for(intentOf(variables));
    try {
      const result = await fn(variables, key);
      intent.settle(null);
      return result;
    } catch (error) {
      intent.settle(error);
      throw error;
    }
  };
}

/** `keyed` with the component's own intent key: the `mutationFn` of a POST, PUT or PATCH hook. */
export function useKeyedMutationFn<V, R>(
  fn: (variables: V, idempotencyKey: string) => Promise<R>,
  intentOf: (variables: V) => unknown,
): (variables: V) => Promise<R> {
  return keyed(useIntentKey(), fn, intentOf);
}
