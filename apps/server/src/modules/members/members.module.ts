import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import type { OtpService } from "../auth/otp.service.ts";
import type { Sessions } from "../auth/sessions.service.ts";
import type { PaymentHistory } from "../billing/payment-history.service.ts";
import type { BookingRecords } from "../bookings/booking-records.service.ts";
import type { EnquiryRecords } from "../enquiries/enquiry-records.service.ts";
import type { Questions } from "../faqs/questions.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { lovedOneRoutes } from "./loved-ones.routes.ts";
import { createLovedOnes } from "./loved-ones.service.ts";
import { memberRoutes } from "./members.routes.ts";
import { privacyRoutes } from "./privacy.routes.ts";
import { createPrivacy } from "./privacy.service.ts";
import { createProfiles } from "./profile.service.ts";
import { createRegistration } from "./registration.service.ts";

/**
 * Members: registration, the member's profile, their loved ones and their privacy rights (export,
 * erasure). Its account lookups are lent to other modules.
 */
export async function membersModule(
  app: FastifyInstance,
  deps: AppDeps & {
    otp: OtpService;
    sessions: Sessions;
    paymentHistory: PaymentHistory;
    notifier: Notifier;
    enquiryRecords: EnquiryRecords;
    questions: Questions;
    bookingRecords: BookingRecords;
  },
) {
  const profiles = createProfiles(deps);
  const lovedOnes = createLovedOnes(deps);
  memberRoutes(app, { registration: createRegistration(deps), profiles });
  lovedOneRoutes(app, lovedOnes);
  privacyRoutes(app, createPrivacy({ ...deps, profiles, lovedOnes }));
}
