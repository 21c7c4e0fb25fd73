import type {
  CreditNote,
  DataExport,
  Enquiry,
  Invoice,
  MemberPayment,
  PlanCancellation,
  ProfileSubscription,
  VisitReport,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";

/*
 * What the members module asks of the modules built on it. Billing, bookings, enquiries and FAQs keep
 * rows that name a member and read members' accounts through this module's services, so members may not
 * import them back: each need is an interface here, and app.ts hands over the service that fits it
 * (docs/decisions/0034). A port says what members needs, in members' words; nothing more.
 */

/** Who sent something: the member, and the registered phone and email they may have used as a visitor. */
export interface MemberIdentity {
  userId: number;
  phone: string;
  email: string;
}

/** The member's plans, payments, invoices and cancellations (billing): the profile and the data export show them. */
export interface MemberPlans {
  subscriptions(userId: number): Promise<ProfileSubscription[]>;
  payments(userId: number): Promise<MemberPayment[]>;
  invoices(userId: number): Promise<Invoice[]>;
  creditNotes(userId: number): Promise<CreditNote[]>;
  /** The member's plan cancellation requests (the data export). */
  cancellations(userId: number): Promise<PlanCancellation[]>;
  /** Inside the erasure's transaction: the member's written reasons are replaced. */
  eraseCancellationReasons(tx: Db, userId: number): Promise<void>;
}

/** The member's visits (bookings): a loved one's removal and the member's erasure deal with them first. */
export interface MemberVisits {
  /** Whether the loved one has a visit still going ahead that starts after `now`. */
  hasUpcoming(tx: Db, lovedOneId: number, now: Date): Promise<boolean>;
  /** Inside the erasure's transaction, before the loved ones are deleted. */
  erase(tx: Db, userId: number, at: Date): Promise<void>;
}

/**
 * The reports of the member's visits (bookings, decision 0046): in the data export with their ratings;
 * at erasure the reports, photos, ratings and wishes about companions are deleted.
 */
export interface MemberVisitReports {
  reportsOf(userId: number): Promise<VisitReport[]>;
  /** Inside the erasure's transaction, after the bookings are anonymised. */
  erase(tx: Db, userId: number): Promise<void>;
}

/** The incidents on the member's visits (bookings): in the data export, their text replaced at erasure. */
export interface MemberIncidents {
  exportFor(userId: number): Promise<DataExport["incidents"]>;
  /** Inside the erasure's transaction. */
  erase(tx: Db, userId: number, erased: string): Promise<void>;
}

/** The member's care schedules (schedules, issue 44): in the data export, their words erased at erasure. */
export interface MemberSeries {
  exportFor(userId: number): Promise<DataExport["care_schedules"]>;
  /** The pauses in the loved ones' visits, in the data export. */
  pausesFor(userId: number): Promise<DataExport["care_pauses"]>;
  /** Inside the erasure's transaction, after the visits (the series' rows come after theirs). */
  erase(tx: Db, userId: number, at: Date): Promise<void>;
}

/** The member's enquiries (enquiries): in the data export, anonymised at erasure (their ids returned). */
export interface MemberEnquiries {
  sentBy(who: MemberIdentity): Promise<Enquiry[]>;
  erase(tx: Db, who: MemberIdentity): Promise<number[]>;
}

/** The member's questions to the FAQ (faqs): anonymised at erasure. */
export interface MemberQuestions {
  eraseSentBy(tx: Db, who: MemberIdentity): Promise<void>;
}
