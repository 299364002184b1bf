import forge from "node-forge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import { generateSigningP12, loadIdentity } from "./certificate";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

function certificateOf(p12: Buffer, passphrase: string): forge.pki.Certificate {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString("binary")), passphrase);
  const certBag = forge.pki.oids.certBag as string;
  const bag = parsed.getBags({ bagType: certBag })[certBag]?.[0];
  if (!bag?.cert) throw new Error("no certificate");
  return bag.cert;
}

describe("the service's signing certificate", () => {
  it("is generated once per database: instances loading it at the same time get the same certificate", async () => {
    const db = server.built.services.db;
    const loads = await Promise.all([loadIdentity(db, {}), loadIdentity(db, {}), loadIdentity(db, {})]);
    const [first] = loads;
    for (const l of loads) expect(l.p12.equals(first?.p12 ?? Buffer.alloc(0))).toBe(true);
    const rows = await db.selectFrom("service_settings").select("key").where("key", "=", "signing_p12").execute();
    expect(rows).toHaveLength(1);
    const cert = certificateOf(first?.p12 ?? Buffer.alloc(0), first?.passphrase ?? "");
    expect(cert.subject.getField("CN").value).toBe("Credit Application Service");
    expect((cert.publicKey as forge.pki.rsa.PublicKey).n.bitLength()).toBe(2048);
    expect(cert.validity.notAfter.getTime()).toBeGreaterThan(Date.now() + 365 * 86_400_000);
  });

  it("SIGNING_P12 with its password wins over the stored one", async () => {
    const own = generateSigningP12("Configured Signer");
    const loaded = await loadIdentity(server.built.services.db, {
      signingP12: own.p12.toString("base64"),
      signingP12Password: own.passphrase,
    });
    expect(certificateOf(loaded.p12, loaded.passphrase).subject.getField("CN").value).toBe("Configured Signer");
  });
});
