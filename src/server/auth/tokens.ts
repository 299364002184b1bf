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

export interface TokenClaims {
  sub: string;
  org: string;
  jti: string;
  iat: number;
  exp: number;
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
    const expiresIn = this.config.tokenTtlSeconds;
    const token = await new SignJWT({ org: organizationId })
      .setProtectedHeader({ alg: JWT_ALG, typ: JWT_TYP, kid: this.key.kid })
      .setIssuer(this.config.jwtIssuer)
      .setAudience(this.config.jwtAudience)
      .setSubject(clientId)
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

  async verify(token: string): Promise<TokenClaims> {
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
      return {
        sub: payload.sub,
        org: payload.org,
        jti: payload.jti,
        iat: payload.iat as number,
        exp: payload.exp as number,
      };
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if (err instanceof joseErrors.JWTExpired) throw new ApiError("token_expired");
      throw new ApiError("invalid_token");
    }
  }
}
