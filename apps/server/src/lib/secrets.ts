import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from "node:crypto";

/** HMAC-SHA256 of a value under a server secret: what we store instead of codes and tokens. */
export function keyedHash(key: string, value: string): string {
  return createHmac("sha256", key).update(value).digest("base64url");
}

/** Constant-time comparison of two hashes of equal encoding. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A bearer token or proof: 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A uniformly random numeric code of the given length, leading zeros kept. */
export function randomCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}

export interface Sealed {
  ciphertext: string;
  iv: string;
  tag: string;
}

/** AES-256-GCM with a 32-byte key: confidentiality and integrity for the ID vault. */
export function createVaultCipher(key: Buffer) {
  if (key.length !== 32) throw new Error("the vault key must be 32 bytes");
  return {
    seal(plaintext: string): Sealed {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return {
        ciphertext: ciphertext.toString("base64"),
        iv: iv.toString("base64"),
        tag: cipher.getAuthTag().toString("base64"),
      };
    },
    open(sealed: Sealed): string {
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(sealed.iv, "base64"));
      decipher.setAuthTag(Buffer.from(sealed.tag, "base64"));
      return Buffer.concat([
        decipher.update(Buffer.from(sealed.ciphertext, "base64")),
        decipher.final(),
      ]).toString("utf8");
    },
  };
}
export type VaultCipher = ReturnType<typeof createVaultCipher>;
