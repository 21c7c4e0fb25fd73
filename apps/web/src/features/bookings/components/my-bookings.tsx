import {
  BOOKING_LIST_PAGE_SIZE,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  BOOKING_TEXT,
  type Booking,
  type BookingRules,
  type BookingStatus,
} from "@eldercare/contracts";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { ReaderZoneProvider } from "../../../components/india-time.tsx";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Pager } from "../../../components/ui/pager.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { UrgentHelpDialog } from "../../../components/urgent-help-dialog.tsx";
import { useReaderWords } from "../../../lib/family-role.ts";
import { formatIndiaWeekday } from "../../../lib/format.ts";
import { useMemberAbroad } from "../../../lib/member-abroad.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useShiftNames } from "../../../lib/use-shift-names.ts";
import { useBookings } from "../api/use-bookings.ts";
import { useReportIncident } from "../api/use-report-incident.ts";
import { BookingCard } from "./booking-card.tsx";
import { CancelBookingDialog } from "./cancel-booking-dialog.tsx";
import { RescheduleDialog } from "./reschedule-dialog.tsx";

/** The list's anchor: /planandservicedetails#my-bookings opens the page on it. */
export const MY_BOOKINGS_ID = "my-bookings";

/** How long typing must pause before the search asks the server. */
const SEARCH_DEBOUNCE_MS = 350;

/**
 * My bookings (users/getallbookings/): upcoming first, then past, 10 a page, with a search box and a
 * status filter; each booking a card with its actions (cancel and reschedule in dialogs).
 */
export function MyBookings({ userId, rules }: { userId: number; rules: BookingRules | undefined }) {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<BookingStatus | "">("");
  const [pageIndex, setPageIndex] = useState(0);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [helping, setHelping] = useState<Booking | null>(null);
  const report = useReportIncident(userId);
  const [moving, setMoving] = useState<Booking | null>(null);
  const shiftName = useShiftNames();
  const searchString = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const words = useReaderWords();
  const bookings = useBookings(userId, {
    page_index: pageIndex,
    page_size: BOOKING_LIST_PAGE_SIZE,
    search_string: searchString,
    ...(status ? { status } : {}),
  });
  // Outside India (a phone not +91): Urgent help gives the desk first and times carry the reader's own
  // beside India's (issue 42, decision 0071); read once there are visits, before a button is tapped.
  const abroad = useMemberAbroad((bookings.data?.items.length ?? 0) > 0);
  const now = new Date();
  const filtered = searchString !== "" || status !== "";

  // "Go to My bookings" (after booking) lands on the list itself, once it has arrived: heading in
  // view and focused, so the new visit is the next thing read.
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = bookings.isSuccess;
  useEffect(() => {
    if (hash !== `#${MY_BOOKINGS_ID}` || !loaded) return;
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, [hash, loaded]);

  return (
    <ReaderZoneProvider abroad={abroad}>
      <section aria-labelledby={MY_BOOKINGS_ID} className="space-y-5">
        <h2 id={MY_BOOKINGS_ID} ref={heading} tabIndex={-1} className="scroll-mt-28 text-2xl font-bold">
          {words.bookings}
        </h2>
        <search aria-label={words.bookings} className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_16rem]">
          <TextField
            label={words.searchBookings}
            type="search"
            hint="Service, loved one's name or your notes."
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPageIndex(0);
            }}
          />
          <SelectField
            label="Status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as BookingStatus | "");
              setPageIndex(0);
            }}
          >
            <option value="">All bookings</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {BOOKING_STATUS_LABELS[s]}
              </option>
            ))}
          </SelectField>
        </search>
        {bookings.isPending ? (
          <LoadingNotice>{BOOKING_TEXT.bookingsLoading}</LoadingNotice>
        ) : bookings.isError ? (
          <LoadError
            title={BOOKING_TEXT.bookingsFailed}
            error={bookings.error}
            onRetry={() => void bookings.refetch()}
          />
        ) : bookings.data.items.length === 0 ? (
          <p role="status" className="rounded-xl border border-line bg-white p-6">
            {filtered ? BOOKING_TEXT.noMatches : words.noBookings}
          </p>
        ) : (
          <>
            <ul className={`grid gap-4 lg:grid-cols-2 ${bookings.isPlaceholderData ? "opacity-60" : ""}`}>
              {bookings.data.items.map((b) => (
                <li key={b.booking_id} className="flex min-w-0">
                  <BookingCard
                    booking={b}
                    rules={rules}
                    now={now}
                    shiftName={shiftName}
                    onCancel={setCancelling}
                    onReschedule={setMoving}
                    onUrgentHelp={setHelping}
                  />
                </li>
              ))}
            </ul>
            <Pager
              noun="bookings"
              pageIndex={bookings.data.page_index}
              pageSize={bookings.data.page_size}
              total={bookings.data.total_count}
              busy={bookings.isPlaceholderData}
              onPage={setPageIndex}
            />
          </>
        )}
        <CancelBookingDialog
          userId={userId}
          booking={cancelling}
          rules={rules}
          onClose={() => setCancelling(null)}
        />
        <RescheduleDialog
          userId={userId}
          booking={moving}
          shiftName={shiftName}
          onClose={() => setMoving(null)}
        />
        <UrgentHelpDialog
          open={helping !== null}
          summary={
            helping ? (
              <p>
                <strong>{helping.service_name}</strong> for {helping.loved_one_name} on{" "}
                {formatIndiaWeekday(helping.visit_date)}, {helping.shift_name}.
              </p>
            ) : null
          }
          abroad={abroad}
          onClose={() => setHelping(null)}
          onReport={async (values) =>
            helping ? (await report.mutateAsync({ booking_id: helping.booking_id, ...values })).Message : ""
          }
        />
      </section>
    </ReaderZoneProvider>
  );
}
