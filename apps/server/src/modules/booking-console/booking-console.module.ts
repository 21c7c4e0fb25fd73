import type { BookingAdmin } from "../bookings/booking-admin.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import { moduleKit } from "../module-kit.ts";
import { type BookingConsole, createBookingConsole } from "./booking-console.service.ts";

/** What the console's bookings take (decision 0085): members' searches and contacts, and bookings as shown. */
export interface BookingConsoleNeeds {
  members: MemberDirectory;
  bookingAdmin: BookingAdmin;
}

/** What they lend: the list, the export and the figures (admin), and the search the request list shares (reschedules). */
export interface BookingConsoleProvides {
  bookingConsole: BookingConsole;
}

/** The console's bookings own no table and no route: the admin module's routes call them. */
async function bookingConsoleRoutes() {}

const kit = moduleKit<BookingConsoleNeeds, BookingConsoleProvides>();

export const bookingConsoleModule = kit.define({
  name: "booking-console",
  needs: ["members", "bookingAdmin"],
  provides: {
    bookingConsole: kit.service(["members", "bookingAdmin"], (deps) => createBookingConsole(deps)),
  },
  routes: bookingConsoleRoutes,
});
