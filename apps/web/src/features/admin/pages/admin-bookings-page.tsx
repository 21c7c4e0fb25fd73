import {
  ADMIN_TEXT,
  type AdminBooking,
  BOOKING_ACTIONS_NEEDING_REASON,
  type BookingAction,
} from "@eldercare/contracts";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Page } from "../../../components/ui/page.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useAdminBookings } from "../api/use-admin-bookings.ts";
import { useExportCsv } from "../api/use-export-csv.ts";
import { useTakeAction } from "../api/use-take-action.ts";
import { AdminList } from "../components/admin-list.tsx";
import { AdminTable } from "../components/admin-table.tsx";
import { AssignCompanionDialog, type AssignTarget } from "../components/assign-companion-dialog.tsx";
import type { ConsoleAction } from "../components/booking-actions.tsx";
import { BookingFilterBar } from "../components/booking-filters.tsx";
import { BookingCard, BookingSummary, bookingColumns } from "../components/booking-rows-view.tsx";
import { ConfirmMovedDialog } from "../components/confirm-moved-dialog.tsx";
import { ReasonDialog } from "../components/reason-dialog.tsx";
import { VisitReportDialog } from "../components/visit-report-dialog.tsx";
import {
  type BookingFilters,
  bookingFiltersFromUrl,
  bookingRequestOf,
  FIRST_PAGE,
  NO_BOOKING_FILTERS,
} from "../lib/filters.ts";
import { remarksProblem } from "../lib/reason-form.ts";
import { bookingRowText, REASON_DIALOG } from "../lib/rows.ts";
import { useAppliedRequest } from "../lib/use-applied-request.ts";
import { useListFilters } from "../lib/use-list-filters.ts";

/** How long typing must pause before the search asks the server. */
const SEARCH_DEBOUNCE_MS = 400;

/**
 * /admin/bookings: every member's service bookings with search, status and visit-date filters, 10 a
 * page, the next visits first (today first) unless another order is chosen; a table on wide screens, cards on phones. Each booking offers only the actions it allows now;
 * reject, cancel and miss (a late visit nobody checked in to) ask for the reason the family sees; confirming
 * chooses the companion who visits, and a confirmed visit's companion can be changed with a reason; a
 * filed visit report opens in a dialog (issue 26).
 */
export function AdminBookingsPage() {
  const [searchParams] = useSearchParams();
  const { filters, pageIndex, setPageIndex, change } = useListFilters<BookingFilters>(() =>
    bookingFiltersFromUrl(searchParams),
  );
  const [asking, setAsking] = useState<{ booking: AdminBooking; action: BookingAction } | null>(null);
  const [confirmingMoved, setConfirmingMoved] = useState<AdminBooking | null>(null);
  const [assigning, setAssigning] = useState<AssignTarget | null>(null);
  const [reading, setReading] = useState<AdminBooking | null>(null);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const result = bookingRequestOf({ ...filters, search }, pageIndex);
  const request = useAppliedRequest(result, FIRST_PAGE);
  const bookings = useAdminBookings(request);
  const take = useTakeAction();
  const exportCsv = useExportCsv("adminExportServiceBookings", {
    exporting: ADMIN_TEXT.exportingBookings,
    exported: ADMIN_TEXT.bookingsExported,
    filename: (day) => `service-bookings-${day}.csv`,
  });
  const errors = result.ok ? {} : result.errors;

  const run = async (booking: AdminBooking, action: BookingAction, remarks?: string): Promise<boolean> => {
    try {
      await take.mutateAsync({ booking_id: booking.booking_id, action, ...(remarks ? { remarks } : {}) });
      return true;
    } catch (error) {
      // A 409 means the booking changed meanwhile: the toast says so and the list has refreshed.
      return error instanceof ApiError && error.status === 409;
    }
  };

  const onAction = (booking: AdminBooking, action: ConsoleAction) => {
    if (action === "viewReport") setReading(booking);
    else if (action === "changeCompanion") setAssigning({ booking, mode: "change" });
    else if (BOOKING_ACTIONS_NEEDING_REASON.includes(action)) setAsking({ booking, action });
    // A family asking to move the visit: confirming it as booked is a decision, said first.
    else if (action === "confirm" && bookingRowText(booking).moveAskedTo) setConfirmingMoved(booking);
    // Confirming chooses who makes the visit (admin/assigncompanion/ confirms in the same step).
    else if (action === "confirm") setAssigning({ booking, mode: "confirm" });
    else void run(booking, action);
  };
  const dialog = asking ? REASON_DIALOG[asking.action] : undefined;

  return (
    <Page title="Service bookings" width="full">
      <AdminList
        filters={
          <BookingFilterBar
            value={filters}
            errors={errors}
            onChange={change}
            onClear={() => change({ ...NO_BOOKING_FILTERS, sort: filters.sort })}
          />
        }
        exportCsv={{ busy: exportCsv.isPending, onExport: () => exportCsv.mutate(request) }}
        query={bookings}
        noun={{ one: "booking", many: "bookings" }}
        testId="admin-bookings-list"
        text={{
          loading: ADMIN_TEXT.bookingsLoading,
          failed: ADMIN_TEXT.bookingsFailed,
          empty: ADMIN_TEXT.noBookings,
        }}
        onPage={setPageIndex}
      >
        {(items) => (
          <AdminTable
            caption="Service bookings"
            columns={bookingColumns(take.isPending, onAction)}
            items={items}
            itemKey={(b) => b.booking_id}
            card={(b) => <BookingCard booking={b} busy={take.isPending} onAction={onAction} />}
          />
        )}
      </AdminList>
      <ConfirmMovedDialog
        booking={confirmingMoved}
        onClose={() => setConfirmingMoved(null)}
        onConfirm={async (booking) => {
          setAssigning({ booking, mode: "confirm" });
          return true;
        }}
      />
      <AssignCompanionDialog target={assigning} onClose={() => setAssigning(null)} />
      <VisitReportDialog booking={reading} onClose={() => setReading(null)} />
      <ReasonDialog
        open={asking !== null && dialog !== undefined}
        title={dialog?.title ?? ""}
        label={dialog?.label ?? ""}
        submitLabel={dialog?.submit ?? ""}
        required
        danger
        summary={asking ? <BookingSummary booking={asking.booking} /> : null}
        validate={(reason) => (asking ? remarksProblem(asking.action, reason) : undefined)}
        onClose={() => setAsking(null)}
        onSubmit={(reason) => (asking ? run(asking.booking, asking.action, reason) : Promise.resolve(true))}
      />
    </Page>
  );
}
