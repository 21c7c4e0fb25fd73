import {
  ADMIN_TEXT,
  type AdminBooking,
  BOOKING_ACTIONS_NEEDING_REASON,
  type BookingAction,
} from "@eldercare/contracts";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Page } from "../../../components/ui/page.tsx";
import { BookingStatusBadge } from "../../../components/ui/status-badge.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useAdminBookings } from "../api/use-admin-bookings.ts";
import { useExportCsv } from "../api/use-export-csv.ts";
import { useTakeAction } from "../api/use-take-action.ts";
import { AdminList, ExportCsvButton } from "../components/admin-list.tsx";
import { BookingActions } from "../components/booking-actions.tsx";
import { BookingFilterBar } from "../components/booking-filters.tsx";
import { ReasonDialog } from "../components/reason-dialog.tsx";
import {
  BOOKING_URL_KEYS,
  type BookingFilters,
  bookingRequestOf,
  FIRST_PAGE,
  filtersFromUrl,
  NO_BOOKING_FILTERS,
} from "../lib/filters.ts";
import { remarksProblem } from "../lib/reason-form.ts";
import { bookingRowText, REASON_DIALOG } from "../lib/rows.ts";
import { useAppliedRequest } from "../lib/use-applied-request.ts";

/** How long typing must pause before the search asks the server. */
const SEARCH_DEBOUNCE_MS = 400;

/**
 * /admin/bookings: every member's service bookings with search, status and visit-date filters, 10 a
 * page; a table on wide screens, cards on phones. Each booking offers only the actions it allows now;
 * reject and cancel ask for the reason the family sees.
 */
export function AdminBookingsPage() {
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<BookingFilters>(() =>
    filtersFromUrl(NO_BOOKING_FILTERS, searchParams, BOOKING_URL_KEYS),
  );
  const [pageIndex, setPageIndex] = useState(0);
  const [asking, setAsking] = useState<{ booking: AdminBooking; action: BookingAction } | null>(null);
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

  const onAction = (booking: AdminBooking, action: BookingAction) => {
    if (BOOKING_ACTIONS_NEEDING_REASON.includes(action)) setAsking({ booking, action });
    else void run(booking, action);
  };
  const dialog = asking ? REASON_DIALOG[asking.action] : undefined;

  return (
    <Page title="Service bookings" width="full">
      <div className="space-y-5">
        <BookingFilterBar
          value={filters}
          errors={errors}
          onChange={(next) => {
            setFilters(next);
            setPageIndex(0);
          }}
          onClear={() => {
            setFilters(NO_BOOKING_FILTERS);
            setPageIndex(0);
          }}
        />
        <ExportCsvButton
          noun="booking"
          busy={exportCsv.isPending}
          onExport={() => exportCsv.mutate(request)}
        />
        <AdminList
          query={bookings}
          noun="bookings"
          testId="admin-bookings-list"
          text={{
            loading: ADMIN_TEXT.bookingsLoading,
            failed: ADMIN_TEXT.bookingsFailed,
            empty: ADMIN_TEXT.noBookings,
          }}
          onPage={setPageIndex}
        >
          {(items) => (
            <>
              <BookingTable items={items} busy={take.isPending} onAction={onAction} />
              <ul className="grid gap-4 md:hidden">
                {items.map((b) => (
                  <li key={b.booking_id} className="min-w-0">
                    <BookingCard booking={b} busy={take.isPending} onAction={onAction} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </AdminList>
      </div>
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

function BookingSummary({ booking }: { booking: AdminBooking }) {
  const t = bookingRowText(booking);
  return (
    <p>
      <strong>{t.service}</strong> for {t.lovedOne} ({t.member}) on {t.visitDate}, {t.visitTime}.
    </p>
  );
}

type ActionHandler = (booking: AdminBooking, action: BookingAction) => void;

function BookingTable({
  items,
  busy,
  onAction,
}: {
  items: AdminBooking[];
  busy: boolean;
  onAction: ActionHandler;
}) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-line bg-white md:block">
      <table className="w-full border-collapse text-left text-base">
        <caption className="sr-only">Service bookings</caption>
        <thead className="bg-primary-50 text-ink">
          <tr>
            <th scope="col" className="px-3 py-3">
              Member
            </th>
            <th scope="col" className="px-3 py-3">
              Loved one
            </th>
            <th scope="col" className="px-3 py-3">
              Service
            </th>
            <th scope="col" className="px-3 py-3">
              Visit (India time)
            </th>
            <th scope="col" className="px-3 py-3">
              City
            </th>
            <th scope="col" className="px-3 py-3">
              Status
            </th>
            <th scope="col" className="px-3 py-3">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((b) => {
            const t = bookingRowText(b);
            return (
              <tr key={b.booking_id} className="border-t border-line align-top">
                <td className="px-3 py-3">
                  <span className="block font-semibold">{t.member}</span>
                  <span className="block text-muted">{t.phone}</span>
                </td>
                <td className="px-3 py-3">{t.lovedOne}</td>
                <td className="px-3 py-3">{t.service}</td>
                <td className="px-3 py-3">
                  <span className="block font-semibold whitespace-nowrap">{t.visitDate}</span>
                  <span className="block text-muted">{t.visitTime}</span>
                </td>
                <td className="px-3 py-3">{t.city}</td>
                <td className="px-3 py-3">
                  <BookingStatusBadge status={b.status} />
                </td>
                <td className="px-3 py-3">
                  <BookingActions booking={b} busy={busy} onAction={onAction} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function BookingCard({
  booking,
  busy,
  onAction,
}: {
  booking: AdminBooking;
  busy: boolean;
  onAction: ActionHandler;
}) {
  const t = bookingRowText(booking);
  return (
    <article className="space-y-3 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-bold">{t.service}</h2>
        <BookingStatusBadge status={booking.status} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="font-semibold">Member</dt>
        <dd className="break-words">
          {t.member}, {t.phone}
        </dd>
        <dt className="font-semibold">Loved one</dt>
        <dd>{t.lovedOne}</dd>
        <dt className="font-semibold">Visit</dt>
        <dd>
          {t.visitDate}, {t.visitTime}
        </dd>
        <dt className="font-semibold">City</dt>
        <dd>{t.city}</dd>
      </dl>
      <BookingActions booking={booking} busy={busy} onAction={onAction} />
    </article>
  );
}
