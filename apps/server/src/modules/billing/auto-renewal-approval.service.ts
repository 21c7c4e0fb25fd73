import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import type { AnyGateway } from "../../integrations/payments/create-gateway.ts";
import { GatewayError } from "../../integrations/payments/types.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import * as repo from "./auto-renewal.repo.ts";
import { createRenewalLetters } from "./auto-renewal-letters.ts";

/** Outbox kind: the payer's bank did not approve the mandate, or ended it (ref: the mandate). */
export const MANDATE_ENDED_KIND = "auto_renewal_mandate_ended";
/** A mandate waiting for the payer's bank is asked about again after this long. */
export const WAITING_RECHECK_MS = 15 * 60_000;
const BATCH = 20;

export interface MandateApprovalDeps {
  db: Db;
  now: () => Date;
  gateway: Pick<AnyGateway, "mandateStatus">;
  members: Pick<MemberDirectory, "contact">;
  notifier: Pick<Notifier, "enqueueFor">;
  config: Pick<AppConfig, "publicUrl">;
  log: { warn(o: object, m: string): void };
}

/**
 * A mandate's approval at the payer's bank (issue 47, decision 0101). Razorpay's registration link
 * becomes a token when the bank confirms it; the mandate is active only then, and only on the
 * gateway's own answer: the token.* webhook and the sweep's periodic check are both only reasons to
 * ask. Each change is one conditional UPDATE from the state seen, so any number of webhooks and sweeps
 * at once change a mandate once; a mandate the bank rejected or ended tells the payer once.
 */
export function createMandateApprovals(deps: MandateApprovalDeps) {
  const { db } = deps;
  const letters = createRenewalLetters(deps);

  /** Asks the gateway how one live mandate stands and records it; true when it changed. */
  async function check(row: repo.MandateRow): Promise<boolean> {
    if (!row.gatewayCustomerId || !row.gatewayMandateId) return false;
    let answer: Awaited<ReturnType<AnyGateway["mandateStatus"]>>;
    try {
      answer = await deps.gateway.mandateStatus({
        customerId: row.gatewayCustomerId,
        mandateId: row.gatewayMandateId,
      });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.log.warn(
        { err: error, mandateId: row.id },
        "auto-renewal: could not ask the gateway about a mandate",
      );
      return false;
    }
    if (answer.state === "created") return false;
    if (answer.state === "active") {
      if (row.state !== "created") return false;
      const change = { state: "active" as const, gatewayMandateId: answer.mandateId, approvalUrl: null };
      return (await repo.settleCreated(db, row.id, change)) !== null;
    }
    return db.transaction(async (tx) => {
      const ended = await repo.endAtBank(tx, row.id, row.state);
      if (!ended) return false;
      const subject = "Automatic renewal of your plan is off";
      await letters.toPayer(tx, row.userId, {
        kind: MANDATE_ENDED_KIND,
        refId: row.id,
        subject,
        lines: [
          row.state === "created"
            ? "Your bank did not approve the automatic renewal mandate, so nothing will be debited."
            : "Your bank has ended the automatic renewal mandate, so nothing more will be debited.",
          `Your plan still ends on its date unless you renew it. You can renew it, or turn automatic renewal on again, from your profile: ${letters.profileUrl}`,
        ],
        short: `${subject}: your bank did not keep the mandate. Renew from your profile: ${letters.profileUrl}`,
      });
      return true;
    });
  }

  /** The sweep's part: waiting mandates not asked about for `recheckMs`, a batch at a time; how many changed. */
  async function checkWaiting(now: Date, recheckMs = WAITING_RECHECK_MS): Promise<number> {
    const askedBefore = new Date(now.getTime() - recheckMs + 1);
    const claimed = await db.transaction((tx) => repo.claimWaiting(tx, askedBefore, now, BATCH));
    let changed = 0;
    for (const row of claimed) if (await check(row)) changed++;
    return changed;
  }

  /**
   * A verified gateway event about a mandate: each live mandate it may be about is asked again. A token
   * we do not know yet, of no customer named, can only be one still waiting: those are asked at once.
   */
  async function onGatewayEvent(gatewayIds: readonly string[], customerId: string | null): Promise<number> {
    const rows = await repo.liveForGatewayEvent(db, gatewayIds, customerId);
    if (rows.length === 0 && customerId === null) return checkWaiting(deps.now(), 0);
    for (const row of rows) await check(row);
    return rows.length;
  }

  return { check, checkWaiting, onGatewayEvent };
}
export type MandateApprovals = ReturnType<typeof createMandateApprovals>;
