import { describe, expect, it } from "vitest";
import { actorWords } from "./actor-words";

describe("actorWords", () => {
  it("names a person, an API client, and nobody when the API names no one", () => {
    expect(actorWords({ kind: "person", name: "Ana Analyst" })).toBe("Ana Analyst");
    expect(actorWords({ kind: "api_client", name: "demo-forwarder" })).toBe("API client demo-forwarder");
    expect(actorWords(null)).toBeNull();
    expect(actorWords(undefined)).toBeNull();
  });
});
