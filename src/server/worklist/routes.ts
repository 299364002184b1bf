import type { FastifyInstance } from "fastify";
import { getWorklist } from "../../contract/worklist";
import { registerEndpoint } from "../http/register";
import type { Services } from "../services";
import * as worklist from "./service";

export function worklistRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  registerEndpoint(app, services, getWorklist, async ({ query, ctx }) => {
    // Self only (the contract): the caller's own worklist, never a Target's.
    return worklist.getWorklist(db, ctx.requesterId, query);
  });
}
