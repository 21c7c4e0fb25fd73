import { z } from "zod";
import { listRequestShape } from "./list.ts";

/** Admin list shapes are not in the spec; see docs/decisions/0005-api-shapes-not-in-spec.md. */
export const adminListRequestSchema = z.strictObject(listRequestShape);

// Enquiries: admin-enquiries.ts.

// Bookings, actions, reschedule decisions and the audit log: admin-bookings.ts. Members: admin-members.ts.

// The dashboard: admin-dashboard.ts.
// FAQs and visitors' questions: admin-faqs.ts.
