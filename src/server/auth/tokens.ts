import { randomUUID } from "node:crypto";
import {
  type CryptoKey,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  errors as joseErrors,
  jwtVerify,
  SignJWT,
} from "jose";
import { sql } from "kysely";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { ApiError } from "../http/api-error";

export const JWT_ALG = "ES256";
export const JWT_TYP = "at+jwt";
export const MAX_TOKEN_BYTES = 8192;
/** At most this many verified tokens are remembered per instance (about 10 MB). */
export const VERIFIED_TOKENS_MAX = 10000;

export interface TokenClaims {
  sub: string;
  org: string;
  jti: string;
  iat: number;
  exp: number;
  /** A person's token only (issue 26): the session it belongs to; `sub` is then the user id. */
  sid?: string;
}

interface KeyPair {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

/**
 * Signs and verifies access tokens. One algorithm (ES256), one issuer, one audience, typ at+jwt.
 * The signing key comes from JWT_PRIVATE_KEY (a private EC P-256 JWK with `kid`) or, when unset,
 * is generated once and stored in the database, so every instance on one database shares it.
 */
export class TokenService {
  private constructor(
    private readonly key: KeyPair,
    private readonly config: Config,
  ) {}

  static async create(config: Config, database: Database): Promise<TokenService> {
    let jwk: JWK;
    if (config.jwtPrivateKey) {
      jwk = JSON.parse(config.jwtPrivateKey) as JWK;
    } else {
      const { privateKey } = await generateKeyPair(JWT_ALG, { extractable: true });
      const fresh = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: JWT_ALG };
      await sql`insert into service_settings (key, value) values ('jwt_signing_key', ${JSON.stringify(fresh)}::jsonb)
        on conflict (key) do nothing`.execute(database.db);
      const row = await database.db
        .selectFrom("service_settings")
        .select("value")
        .where("key", "=", "jwt_signing_key")
        .executeTakeFirstOrThrow();
      jwk = row.value as JWK;
    }
    if (!jwk.kid) throw new Error("The JWT signing key needs a kid");
    const privateKey = (await importJWK(jwk, JWT_ALG)) as CryptoKey;
    const { d: _d, ...publicJwk } = jwk;
    const publicKey = (await importJWK(publicJwk, JWT_ALG)) as CryptoKey;
    return new TokenService({ kid: jwk.kid, privateKey, publicKey }, config);
  }

  async issue(clientId: string, organizationId: string): Promise<{ token: string; expiresIn: number }> {
    return this.sign(clientId, { org: organizationId }, this.config.tokenTtlSeconds);
  }

  /**
   * A person's access token (docs/people.md): the same `org` claim as a client's, `sub` = the
   * user id and `sid` = the session, which every request checks against the database.
   */
  async issueForPerson(
    userId: string,
    organizationId: string,
    sessionId: string,
  ): Promise<{ token: string; expiresIn: number }> {
    return this.sign(userId, { org: organizationId, sid: sessionId }, this.config.people.accessTokenTtlSeconds);
  }

  private async sign(
    subject: string,
    claims: Record<string, string>,
    expiresIn: number,
  ): Promise<{ token: string; expiresIn: number }> {
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: JWT_ALG, typ: JWT_TYP, kid: this.key.kid })
      .setIssuer(this.config.jwtIssuer)
      .setAudience(this.config.jwtAudience)
      .setSubject(subject)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
      .sign(this.key.privateKey);
    return { token, expiresIn };
  }

  /** Reads the bearer token of an Authorization header; throws the spec's token errors. */
  async verifyHeader(header: string | undefined): Promise<TokenClaims> {
    if (header === undefined || header.trim() === "") throw new ApiError("token_required");
    const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
    if (!match?.[1]) throw new ApiError("invalid_token");
    return this.verify(match[1]);
  }

  /**
   * Tokens whose signature and claims were verified, until their `exp` (a bounded map, oldest
   * entry dropped first). Only successes are kept, and only for the exact bytes that were
   * verified, so a cached answer is the one verification would give again, except expiry, which
   * is checked at each hit. Disabled, deleted and moved clients are refused by the account state
   * (http/scenario.ts), not by the token, so caching the signature check changes no refusal.
   */
  private readonly verified = new Map<string, TokenClaims>();

  /** Number of verified tokens currently remembered (for tests). */
  get cachedTokens(): number {
    return this.verified.size;
  }

  async verify(token: string): Promise<TokenClaims> {
    const hit = this.verified.get(token);
    if (hit !== undefined) {
      if (hit.exp * 1000 > Date.now()) return hit;
      this.verified.delete(token);
      throw new ApiError("token_expired");
    }
    const claims = await this.verifySignature(token);
    if (this.verified.size >= VERIFIED_TOKENS_MAX) {
      // Drop expired entries first; if none, the oldest.
      const now = Date.now();
      for (const [key, value] of this.verified) if (value.exp * 1000 <= now) this.verified.delete(key);
      if (this.verified.size >= VERIFIED_TOKENS_MAX) this.verified.delete(this.verified.keys().next().value as string);
    }
    this.verified.set(token, Object.freeze(claims));
    return claims;
  }

  private async verifySignature(token: string): Promise<TokenClaims> {
    if (Buffer.byteLength(token) > MAX_TOKEN_BYTES) throw new ApiError("invalid_token");
    try {
      const header = decodeProtectedHeader(token);
      if (header.kid !== this.key.kid) throw new ApiError("invalid_token");
      const { payload } = await jwtVerify(token, this.key.publicKey, {
        algorithms: [JWT_ALG],
        issuer: this.config.jwtIssuer,
        audience: this.config.jwtAudience,
        typ: JWT_TYP,
        requiredClaims: ["exp", "iat", "sub", "jti"],
      });
      if (typeof payload.org !== "string" || typeof payload.sub !== "string" || typeof payload.jti !== "string") {
        throw new ApiError("invalid_token");
      }
      if (payload.sid !== undefined && typeof payload.sid !== "string") throw new ApiError("invalid_token");
      return {
        sub: payload.sub,
        org: payload.org,
        jti: payload.jti,
        iat: payload.iat as number,
        exp: payload.exp as number,
        ...(typeof payload.sid === "string" ? { sid: payload.sid } : {}),
      };
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if (err instanceof joseErrors.JWTExpired) throw new ApiError("token_expired");
      throw new ApiError("invalid_token");
    }
  }
}
