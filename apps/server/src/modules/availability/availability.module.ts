import type { PlanCoverService } from "../billing/plan-cover.service.ts";
import type { Roster } from "../companions/roster.service.ts";
import type { HolidayCalendar } from "../holidays/holidays.service.ts";
import { moduleKit } from "../module-kit.ts";
import type { PinLocations } from "../reference/pin-locations.service.ts";
import { type Availability, createAvailability } from "./availability.service.ts";
import type { CompanionWishes } from "./ports.ts";

/**
 * What the availability rules take (decision 0085): billing's plans, the companions' roster, the closed
 * days, where PIN codes are (the reference module's, for the travel rule: decision 0088), and, through
 * their port (ports.ts), the family's wishes about companions (the visits module's).
 */
export interface AvailabilityNeeds {
  planCover: PlanCoverService;
  roster: Roster;
  holidayCalendar: HolidayCalendar;
  visitRecords: CompanionWishes;
  pinLocations: PinLocations;
}

/** What they lend: the one booking rule every caller shares (decision 0033), the roster as the capacity (0044). */
export interface AvailabilityProvides {
  availability: Availability;
}

/** The rules own no table and no route: they read the bookings they are lent (table-owners.json's grants). */
async function availabilityRoutes() {}

const kit = moduleKit<AvailabilityNeeds, AvailabilityProvides>();

export const availabilityModule = kit.define({
  name: "availability",
  needs: ["planCover", "roster", "holidayCalendar", "visitRecords", "pinLocations"],
  provides: {
    availability: kit.service(
      ["planCover", "roster", "visitRecords", "holidayCalendar", "pinLocations"],
      (deps) => createAvailability({ ...deps, visits: deps.visitRecords, holidays: deps.holidayCalendar }),
    ),
  },
  routes: availabilityRoutes,
});
