import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createVaultCipher, keyedHash, randomCode, randomToken, sameHash } from "./secrets.ts";

describe("secrets", () => {
  it("hashes under a key: same input and key agree, another key does not", () => {
    expect(keyedHash("k1", "123456")).toBe(keyedHash("k1", "123456"));
    expect(keyedHash("k2", "123456")).not.toBe(keyedHash("k1", "123456"));
    expect(keyedHash("k1", "123456")).not.toContain("123456");
    expect(sameHash(keyedHash("k", "a"), keyedHash("k", "a"))).toBe(true);
    expect(sameHash(keyedHash("k", "a"), keyedHash("k", "b"))).toBe(false);
  });

  it("makes 6-digit codes with leading zeros and long unguessable tokens", () => {
    const codes = Array.from({ length: 2000 }, () => randomCode(6));
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1900);
    expect(codes.some((c) => c.startsWith("0"))).toBe(true);
    expect(Buffer.from(randomToken(), "base64url").length).toBe(32);
  });

  it("seals ID numbers so only the vault key opens them, and tampering is detected", () => {
    const key = randomBytes(32);
    const vault = createVaultCipher(key);
    const sealed = vault.seal("234567890124");
    expect(sealed.ciphertext).not.toContain("234567890124");
    expect(vault.open(sealed)).toBe("234567890124");
    expect(() => createVaultCipher(randomBytes(32)).open(sealed)).toThrow();
    const tampered = { ...sealed, ciphertext: Buffer.from("999999999999").toString("base64") };
    expect(() => vault.open(tampered)).toThrow();
    expect(vault.seal("234567890124").iv).not.toBe(sealed.iv);
  });
});
