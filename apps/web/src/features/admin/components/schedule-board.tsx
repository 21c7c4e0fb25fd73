import {
  type AdminBooking,
  type ScheduleBoard as Board,
  type BoardCompanion,
  SHIFT_TYPES,
  BOARD_TEXT as T,
} from "@eldercare/contracts";

interface Props {
  board: Board;
  shiftName: (shift: number) => string;
  /** Opens the companion dialog for a visit (assign and confirm a requested one, change a confirmed one). */
  onMove: (booking: AdminBooking) => void;
}

/** One visit on the board: when, for whom, what; and the button that moves it. */
function VisitChip({ booking, onMove }: { booking: AdminBooking; onMove: Props["onMove"] }) {
  const open = booking.assigned_companion === null;
  return (
    <li
      className={`rounded-md border p-2 text-sm ${open ? "border-accent-500 bg-accent-50" : "border-neutral-300 bg-white"}`}
      data-testid={`board-visit-${booking.booking_id}`}
    >
      <p className="font-semibold">
        {booking.start_time} · {booking.loved_one_name}
      </p>
      <p className="text-neutral-700">
        {booking.service_name} · {booking.pincode} ·{" "}
        {booking.status === "confirmed" ? "Confirmed" : "Requested"}
      </p>
      <button
        type="button"
        className="mt-1 min-h-11 rounded-md border border-primary-700 px-3 font-semibold text-primary-800 hover:bg-primary-50"
        onClick={() => onMove(booking)}
        aria-label={`${open ? T.assign : T.move}: ${booking.loved_one_name}, ${booking.start_time}`}
      >
        {open ? T.assign : T.move}
      </button>
    </li>
  );
}

/** A row's cells: for each shift, the visits of `bookings` in it. */
function ShiftCells({
  bookings,
  onMove,
  works,
}: {
  bookings: AdminBooking[];
  onMove: Props["onMove"];
  works?: (shift: number) => boolean;
}) {
  return SHIFT_TYPES.map((shift) => {
    const here = bookings.filter((b) => b.shift_type === shift);
    return (
      <td
        key={shift}
        className={`min-w-44 border border-neutral-200 p-2 align-top ${works && !works(shift) ? "bg-neutral-100" : ""}`}
      >
        {here.length > 0 ? (
          <ul className="grid gap-2">
            {here.map((b) => (
              <VisitChip key={b.booking_id} booking={b} onMove={onMove} />
            ))}
          </ul>
        ) : null}
      </td>
    );
  });
}

/** How a companion reads in the first column: name, languages, load, leave. */
function CompanionCell({ companion, load }: { companion: BoardCompanion; load: number }) {
  return (
    <th scope="row" className="min-w-48 border border-neutral-200 p-2 text-left align-top font-normal">
      <span className="block font-semibold">{companion.full_name}</span>
      <span className="block text-sm text-neutral-700">{companion.languages.join(", ")}</span>
      <span className="block text-sm">{T.load(load)}</span>
      {companion.on_leave ? (
        <span className="block text-sm font-semibold text-red-800">{T.onLeave}</span>
      ) : null}
    </th>
  );
}

/**
 * The coordinator's board (issue 45): companions down, shifts across, each visit where it is made; the
 * visits nobody makes yet on the first row. Wide on a desktop; on a narrower screen it scrolls sideways.
 */
export function ScheduleBoard({ board, shiftName, onMove }: Props) {
  const open = board.bookings.filter((b) => b.assigned_companion === null);
  const of = (id: number) => board.bookings.filter((b) => b.assigned_companion?.companion_id === id);
  if (board.bookings.length === 0 && board.companions.length === 0) return <p>{T.empty}</p>;
  return (
    <div className="overflow-x-auto" data-testid="schedule-board">
      <table className="w-full border-collapse">
        <caption className="sr-only">{T.title}</caption>
        <thead>
          <tr>
            <th scope="col" className="border border-neutral-200 p-2 text-left">
              {T.companion}
            </th>
            {SHIFT_TYPES.map((s) => (
              <th key={s} scope="col" className="border border-neutral-200 p-2 text-left">
                {shiftName(s)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr data-testid="board-unassigned">
            <th scope="row" className="border border-neutral-200 p-2 text-left align-top">
              {T.unassigned} ({open.length})
            </th>
            <ShiftCells bookings={open} onMove={onMove} />
          </tr>
          {board.companions.map((c) => (
            <tr key={c.companion_id} data-testid={`board-companion-${c.companion_id}`}>
              <CompanionCell companion={c} load={of(c.companion_id).length} />
              <ShiftCells
                bookings={of(c.companion_id)}
                onMove={onMove}
                works={(s) => c.shifts.includes(s) && !c.on_leave}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
