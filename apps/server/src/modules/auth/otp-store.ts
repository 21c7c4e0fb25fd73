/**
 * Where one-time codes and their send limits live: PostgreSQL (the default) or Redis (`REDIS_URL`).
 * Both are shared by every server process. All times come from the caller's clock, so the rules
 * behave the same on either store and tests can move time forward.
 */

import type { OtpChannel, OtpPurpose } from "@eldercare/contracts";

export type { OtpPurpose };

export interface NewCode {
  /** "+91XXXXXXXXXX" for phones, the lower-cased address for emails. */
  identifier: string;
  channel: OtpChannel;
  purpose: OtpPurpose;
  userType: number;
  codeHash: string;
  clientIp: string;
  at: Date;
  expiresAt: Date;
}

export interface SendLimits {
  /** Wait between sends to one identifier for one purpose and kind of account (user_type). */
  resendSeconds: number;
  perIdentifierPerHour: number;
}

export type Reservation =
  | { ok: true; codeId: string }
  | { ok: false; refusal: "wait"; seconds: number }
  | { ok: false; refusal: "identifier-limit" };

/**
 * The outcome of claiming one comparison with the newest live code: the claim is counted before the
 * caller compares, so however many guesses arrive at once, at most `maxAttempts` are ever compared.
 */
export type AttemptClaim =
  | { status: "claimed"; id: string; codeHash: string; attempt: number }
  /** A live code whose comparisons are all used up (the caller voids it). */
  | { status: "exhausted"; id: string }
  | { status: "none" };

export interface OtpStore {
  readonly kind: "database" | "redis";
  /**
   * In one atomic step: refuses while the resend wait runs or an hourly limit is reached; otherwise
   * voids the identifier's older codes for this purpose and kind of account and stores the new one.
   */
  reserve(code: NewCode, limits: SendLimits): Promise<Reservation>;
  /**
   * In one atomic step: spends one of a client address's code requests for the hour, or refuses when
   * `perHour` are spent. Every request counts, also those refused later (unknown phone, resend wait),
   * so one address cannot walk through phone numbers to learn which have accounts.
   */
  spendAddress(clientIp: string, at: Date, perHour: number): Promise<boolean>;
  /**
   * In one atomic step: finds the newest code that is not used, voided or expired, for any of these
   * purposes, and counts one more comparison on it unless `maxAttempts` are already counted.
   */
  claimAttempt(
    identifier: string,
    purposes: OtpPurpose[],
    userType: number,
    at: Date,
    maxAttempts: number,
  ): Promise<AttemptClaim>;
  /** Marks a code used; false when another request used or voided it first. */
  consume(id: string, at: Date): Promise<boolean>;
  /** Makes a code unusable, and lifts its resend wait (an undelivered or dead code holds nobody back). */
  void(id: string, at: Date): Promise<void>;
  /** Is the store reachable (for /readyz)? */
  ping(): Promise<void>;
}

export const HOUR_MS = 60 * 60 * 1000;
