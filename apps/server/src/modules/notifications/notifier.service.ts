import type { DeliveryStatus, MessageChannel, MessageTopic } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import type { Attachment, MessageSender } from "../../integrations/delivery/types.ts";
import type { ChangeFeed } from "../../lib/change-feed.ts";
import { createSweeper } from "../../lib/sweeper.ts";
import * as prefsRepo from "./notification-prefs.repo.ts";
import { channelsFor, toPrefsView, withoutWhatsApp } from "./notification-prefs.service.ts";
import {
  type ClaimedNotification,
  claimDue,
  type FailedMessage,
  type Fallback,
  failPendingWhatsApp,
  insertFallback,
  insertNotification,
  markFailed,
  markSent,
  nextAttemptAt,
  recentTo,
  recordDeliveryStatus,
  redactNotifications,
  scheduleRetry,
} from "./notifications.repo.ts";

export interface NotifierDeps {
  db: Db;
  /** The email sender. */
  sender: MessageSender;
  /** The SMS sender, for notifications to a phone (a visitor who gave no email). */
  smsSender?: MessageSender;
  /** WhatsApp template messages (decision 0061); absent when WhatsApp is off. */
  whatsappSender?: MessageSender;
  log: {
    info(o: object, m: string): void;
    warn(o: object, m: string): void;
    error(o: object, m: string): void;
  };
  /** Tests pass a movable clock; every due check and every time written uses it. */
  now?: () => Date;
  retryBaseMs?: number;
  maxAttempts?: number;
  batchSize?: number;
  /**
   * How long a claim keeps other workers away. It must outlast sending a whole batch (at the SMTP
   * sender's 10 s timeout, 20 × 10 s), or a slow batch may be claimed and sent again elsewhere.
   */
  leaseMs?: number;
}

export interface NewEmail {
  kind: string;
  refId: number;
  /** Email (the default), SMS or WhatsApp to an E.164 number ("+919830012345"; SMS sends no subject). */
  channel?: MessageChannel;
  to: string;
  subject: string;
  body: string;
  /** Where it goes if it fails here (a WhatsApp message: SMS, then email). */
  fallbacks?: Fallback[];
}

/**
 * A message to one person, sent where they chose for its kind (decision 0061): the full text by email,
 * the short one by SMS and WhatsApp. `email` or `phone` null: not reachable that way (an erased member).
 */
export interface PersonMessage {
  kind: string;
  refId: number;
  topic: MessageTopic;
  userId: number;
  email: string | null;
  phone: string | null;
  subject: string;
  /** The email's text. */
  body: string;
  /** The SMS's and WhatsApp's text: what matters, in a few lines. */
  short: string;
  /** Channels it goes by whatever the person chose, when they are reachable there (an incident: SMS). */
  alsoBy?: MessageChannel[];
  /**
   * Queued at most once per kind, record, channel and address: a kind the outbox's unique index
   * notifications_once_uq names (decision 0069); a second insert, from any process, does nothing.
   */
  once?: boolean;
}

/**
 * Files to send with an email of one kind, made when it is sent from the record it is about (a
 * receipt's invoice PDF from the invoice as issued), so the outbox holds text only.
 */
export type AttachmentProvider = (refId: number) => Promise<Attachment[]>;

export interface DeliveryCounts {
  sent: number;
  retried: number;
  failed: number;
}

const MAX_RETRY_WAIT_MS = 6 * 60 * 60_000;
// A provider's error text is for operators; a bounded length keeps a runaway reply out of the table.
const MAX_ERROR_LENGTH = 1_000;

/** retryBase, 2×, 4×, … after the 1st, 2nd, 3rd failure, never more than six hours. */
function retryWaitMs(attempts: number, retryBaseMs: number): number {
  return Math.min(retryBaseMs * 2 ** (attempts - 1), MAX_RETRY_WAIT_MS);
}

/** Only the error's message is kept: never the body, which may hold a visitor's personal details. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * Delivers the notifications outbox. Delivery is at least once: a claim is a lease, so if a process dies
 * (or its lease runs out) after the provider accepted a message but before it was marked sent, another
 * process sends it again once the lease expires. In normal operation each one is sent exactly once.
 */
export function createNotifier(deps: NotifierDeps) {
  const { db, sender, log } = deps;
  const now = deps.now ?? (() => new Date());
  const retryBaseMs = deps.retryBaseMs ?? 60_000;
  const maxAttempts = deps.maxAttempts ?? 8;
  const batchSize = deps.batchSize ?? 20;
  const leaseMs = deps.leaseMs ?? 5 * 60_000;
  // Code, not state: every process registers the same providers as it starts.
  const attachmentProviders = new Map<string, AttachmentProvider>();

  /** Queues one; with `once`, null when the unique index already holds it (decision 0069). */
  function queue(tx: Db, n: NewEmail, once: boolean): Promise<number | null> {
    const at = now();
    const { fallbacks, ...rest } = n;
    return insertNotification(tx, once, {
      ...rest,
      channel: n.channel ?? "email",
      status: "pending",
      nextAttemptAt: at,
      createdAt: at,
      fallbacks: fallbacks && fallbacks.length > 0 ? fallbacks : null,
    });
  }

  async function enqueue(tx: Db, n: NewEmail): Promise<number> {
    const id = await queue(tx, n, false);
    if (id === null) throw new Error("insert returned no row");
    return id;
  }

  /**
   * Queues a message to one person on each channel `channelsFor` gives (what their Messages panel shows),
   * in the caller's transaction. WhatsApp only while their opt-in for this number stands; a WhatsApp message falls back to SMS, then
   * email, and an SMS to email, on channels the person did not already get it on. Nobody reachable by a
   * chosen channel still gets the email, or with no email the SMS (a circle member's light account), so
   * nobody with an address goes unheard. `queued` ("channel address") skips addresses already queued.
   */
  async function queueFor(tx: Db, m: PersonMessage, queued: Set<string>): Promise<void> {
    const prefs = await prefsRepo.findPrefs(tx, m.userId);
    // The same function the Messages panel's answer comes from (issue 42).
    const channels = [...channelsFor(prefs, m, m.topic)];
    // An incident's SMS goes whatever they chose (decision 0069), after the channels they did choose.
    for (const c of m.alsoBy ?? [])
      if (!channels.includes(c) && (c === "sms" ? m.phone : c === "email" ? m.email : null)) channels.push(c);
    const next = (after: MessageChannel[]): Fallback[] =>
      after.flatMap((c): Fallback[] => {
        if (channels.includes(c)) return [];
        if (c === "sms" && m.phone) return [{ channel: "sms", to: m.phone }];
        if (c === "email" && m.email) return [{ channel: "email", to: m.email }];
        return [];
      });
    for (const channel of channels) {
      const to = channel === "email" ? m.email : m.phone;
      if (!to) continue;
      const key = `${channel} ${to.toLowerCase()}`;
      if (queued.has(key)) continue;
      queued.add(key);
      await queue(
        tx,
        {
          kind: m.kind,
          refId: m.refId,
          channel,
          to,
          subject: m.subject,
          body: channel === "email" ? m.body : m.short,
          fallbacks:
            channel === "whatsapp" ? next(["sms", "email"]) : channel === "sms" ? next(["email"]) : [],
        },
        m.once === true,
      );
    }
  }

  const enqueueFor = (tx: Db, m: PersonMessage): Promise<void> => queueFor(tx, m, new Set());

  /**
   * One message to several people (a family and its circle), each as `enqueueFor`: a person named twice,
   * or an address two of them share, gets it once on each channel.
   */
  async function enqueueForEach(tx: Db, messages: readonly PersonMessage[]): Promise<void> {
    const queued = new Set<string>();
    const people = new Set<number>();
    for (const m of messages) {
      if (people.has(m.userId)) continue;
      people.add(m.userId);
      await queueFor(tx, m, queued);
    }
  }

  /** A failed message's stand-in on its next channel (once), sent soon. */
  async function fallBack(failed: FailedMessage): Promise<void> {
    if (await insertFallback(db, failed, now())) run();
  }

  async function recordFailure(n: ClaimedNotification, error: unknown): Promise<"retried" | "failed"> {
    const attempts = n.attempts + 1;
    const lastError = errorText(error);
    const context = { notificationId: n.id, kind: n.kind, attempts, error: lastError };
    // WhatsApp is not retried: a failure there is usually final (no WhatsApp on the number, the window
    // closed), and the message matters now, so the next channel takes it at once.
    if (attempts >= maxAttempts || (n.channel === "whatsapp" && (n.fallbacks?.length ?? 0) > 0)) {
      await markFailed(db, n.id, { attempts, lastError });
      log.error(context, "notification failed for good; it will not be retried");
      await fallBack(n);
      return "failed";
    }
    const nextAttemptAt = new Date(now().getTime() + retryWaitMs(attempts, retryBaseMs));
    await scheduleRetry(db, n.id, { attempts, lastError, nextAttemptAt });
    log.warn({ ...context, nextAttemptAt }, "notification not sent; will retry");
    return "retried";
  }

  async function deliverOne(n: ClaimedNotification): Promise<keyof DeliveryCounts> {
    let receipt: { providerMessageId?: string } | undefined | void;
    try {
      const via =
        n.channel === "sms" ? deps.smsSender : n.channel === "whatsapp" ? deps.whatsappSender : sender;
      if (!via) throw new Error(`no ${n.channel} sender is configured`);
      const provider = n.channel === "email" ? attachmentProviders.get(n.kind) : undefined;
      const attachments = provider ? await provider(n.refId) : undefined;
      receipt = await via.send({
        channel: n.channel,
        to: n.to,
        subject: n.subject,
        text: n.body,
        attachments,
      });
    } catch (error) {
      return recordFailure(n, error);
    }
    await markSent(db, n.id, now(), receipt?.providerMessageId);
    log.info({ notificationId: n.id, kind: n.kind }, "notification sent");
    return "sent";
  }

  /** Claims one batch (committed at once) and sends it outside any transaction; false once drained. */
  async function deliverBatch(counts: DeliveryCounts): Promise<boolean> {
    const claimedAt = now();
    const leaseUntil = new Date(claimedAt.getTime() + leaseMs);
    const batch = await claimDue(db, claimedAt, leaseUntil, batchSize);
    for (const n of batch) {
      // Past the lease another worker may have claimed the rest; they are due again, so leave them.
      if (now() >= leaseUntil) return true;
      counts[await deliverOne(n)] += 1;
    }
    return batch.length === batchSize;
  }

  async function deliverDue(): Promise<DeliveryCounts> {
    const counts: DeliveryCounts = { sent: 0, retried: 0, failed: 0 };
    // Every claimed row leaves the due set (sent, failed or rescheduled), so this ends.
    while (await deliverBatch(counts)) {}
    return counts;
  }

  // One run at a time in this process; a kick during a run asks for one more run after it, because
  // what it announces may have been committed after the running claim looked. Started, it also runs when
  // the database reports a message queued by any process, and when the next retry falls due (0065).
  const worker = createSweeper(
    async () => {
      await deliverDue();
    },
    {
      nextDue: () => nextAttemptAt(db),
      onError: (error) => log.error({ error: errorText(error) }, "notification delivery run failed"),
    },
  );
  const run = worker.wake;

  /** A provider's report on a message (WhatsApp's webhook); a failure moves it to its next channel. */
  async function recordStatus(providerMessageId: string, status: DeliveryStatus): Promise<boolean> {
    const moved = await recordDeliveryStatus(db, providerMessageId, status, now());
    if (moved && status === "failed") await fallBack(moved);
    return moved !== null;
  }

  /**
   * The person on this number replied STOP: WhatsApp ends at once for everyone opted in on it (their
   * choices lose WhatsApp, a kind left with none gets email) and their waiting WhatsApp messages go by
   * the next channel instead. Returns how many people it stopped.
   */
  async function stopWhatsApp(phone: string): Promise<number> {
    const at = now();
    const stopped = await db.transaction(async (tx) => {
      const rows = await prefsRepo.lockActiveWhatsApp(tx, phone);
      for (const row of rows) await prefsRepo.markStopped(tx, row.userId, withoutWhatsApp(row.channels), at);
      return rows.length;
    });
    for (const failed of await failPendingWhatsApp(db, phone, "the person replied STOP"))
      await fallBack(failed);
    return stopped;
  }

  return {
    /** Adds a pending email (or SMS) inside the caller's transaction; returns its id. */
    enqueue,
    /** Queues a message to a person on the channels they chose for its kind (decision 0061). */
    enqueueFor,
    /** Queues one message to each of several people, each where they chose, no address twice. */
    enqueueForEach,
    recordStatus,
    stopWhatsApp,
    /** The latest messages to these addresses, as the console lists them (a member's page). */
    recentTo: async (addresses: readonly string[], limit: number) =>
      (await recentTo(db, addresses, limit)).map((m) => ({
        notification_id: m.id,
        channel: m.channel,
        to: m.to,
        subject: m.subject,
        status: m.status,
        delivery_status: m.deliveryStatus,
        created_at: m.createdAt.toISOString(),
        sent_at: m.sentAt?.toISOString() ?? null,
      })),
    /** The person's message choices as shown (their data export). */
    prefsOf: async (userId: number) => toPrefsView(await prefsRepo.findPrefs(db, userId)),
    /** Erasure: the person's message choices and WhatsApp opt-in go. */
    forgetPrefs: (tx: Db, userId: number) => prefsRepo.deletePrefs(tx, userId),
    /** Emails of this kind are sent with the provider's files; a provider's error is a failed try. */
    attachFor(kind: string, provider: AttachmentProvider): void {
      attachmentProviders.set(kind, provider);
    },
    /**
     * Removes a person's details from notifications about these records or quoting these strings (erasure);
     * with `erasedAddress`, also from those sent to one of the strings (readdressed, and never sent if pending).
     */
    redact: (
      tx: Db,
      about: { kind: string; refIds: number[] },
      mentioning: string[],
      body: string,
      erasedAddress?: string,
    ) => redactNotifications(tx, about, mentioning, body, erasedAddress),
    /** Sends what is due now; resolves with counts. Safe to call from several processes at once. */
    deliverDue,
    /** Resolves once no delivery run is going on in this process (tests wait for a kick to finish). */
    settled: worker.settled,
    /** Delivers soon without waiting (call after the enquiry's transaction commits); errors are logged. */
    kick(): void {
      run();
    },
    /**
     * Delivers now, then whenever `queued` reports a message queued (by any process), when the next retry
     * or lease falls due, and at least every `safetyMs` (an unref'd timer; never two runs at once in one
     * process).
     */
    start(safetyMs: number, queued: readonly ChangeFeed[] = []): void {
      worker.start(safetyMs, now, queued);
    },
    /** Stops the timer and waits for a run in progress. */
    stop: worker.stop,
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
