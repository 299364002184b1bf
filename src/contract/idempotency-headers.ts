import { z } from "zod";
import { IDEMPOTENCY_KEY_HEADER } from "./idempotency";

/** 1-255 printable ASCII characters (a UUID is a good choice). */
export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x20-\x7e]+$/, "Must be 1-255 printable ASCII characters");

/** The request header part the server validates (alongside the other headers). */
export const idempotencyHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() });
