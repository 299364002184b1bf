import type { FastifyInstance } from "fastify";
import { getPortfolio } from "../../contract/portfolio";
import { registerEndpoint } from "../http/register";
import type { Services } from "../services";
import * as portfolio from "./service";

export function portfolioRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  registerEndpoint(app, services, getPortfolio, async ({ query, ctx }) => {
    // Self only (the contract): the caller's own portfolio, never a Target's.
    return portfolio.getPortfolio(db, ctx.requesterId, query);
  });
}
