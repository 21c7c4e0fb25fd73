import { type AdminBooking, addCalendarDays, indiaToday, BOARD_TEXT as T } from "@eldercare/contracts";
import { useState } from "react";
import { QueryStates } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useSession } from "../../../lib/session.tsx";
import { useShiftNames } from "../../../lib/use-shift-names.ts";
import { useScheduleBoard } from "../api/use-schedule-board.ts";
import { AssignCompanionDialog, type AssignTarget } from "../components/assign-companion-dialog.tsx";
import { IndiaCityOptions, useIndiaCityGroups } from "../components/india-city-options.tsx";
import { PlanDayDialog } from "../components/plan-day-dialog.tsx";
import { ScheduleBoard } from "../components/schedule-board.tsx";

/** The cities the caller's console reaches: a coordinator's own; null for an administrator (every city). */
function useOwnCities() {
  const { session } = useSession();
  if (session.kind !== "admin" || session.admin.role !== "coordinator") return null;
  return session.admin.cities ?? [];
}

/**
 * /admin/board (issue 45): the coordinator's board of a city's day. A coordinator chooses among their
 * cities (the first to start with), an administrator among all; "Plan this day" previews admin/autoassign/
 * and accepts it; each visit's button opens the bookings list's companion dialog (confirm a requested
 * visit with someone, or change a confirmed one's companion with the reason the family is told).
 */
export function AdminBoardPage() {
  const own = useOwnCities();
  const { groups } = useIndiaCityGroups();
  const [cityId, setCityId] = useState<number | null>(own?.[0]?.city_id ?? null);
  const [date, setDate] = useState(() => addCalendarDays(indiaToday(), 1));
  const [planning, setPlanning] = useState<{ city_id: number; date: string } | null>(null);
  const [moving, setMoving] = useState<AssignTarget | null>(null);
  const shiftName = useShiftNames();
  const board = useScheduleBoard(cityId && date ? { city_id: cityId, date } : null);
  const onMove = (booking: AdminBooking) =>
    setMoving({ booking, mode: booking.status === "confirmed" ? "change" : "confirm" });

  return (
    <Page title={T.title} width="full">
      <p className="mb-4 max-w-prose">{T.intro}</p>
      <search className="mb-4 flex flex-wrap items-end gap-4">
        <SelectField
          label={T.city}
          value={cityId === null ? "" : String(cityId)}
          onChange={(event) => setCityId(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{T.chooseCity}</option>
          {own ? (
            own.map((c) => (
              <option key={c.city_id} value={String(c.city_id)}>
                {c.city_name}
              </option>
            ))
          ) : (
            <IndiaCityOptions groups={groups} />
          )}
        </SelectField>
        <TextField
          label={T.date}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <button
          type="button"
          className="min-h-11 rounded-md bg-primary-700 px-4 font-semibold text-white hover:bg-primary-800 disabled:opacity-50"
          disabled={cityId === null || !date}
          onClick={() => cityId !== null && setPlanning({ city_id: cityId, date })}
        >
          {T.planDay}
        </button>
      </search>
      {cityId === null ? (
        <p>{T.chooseCity}</p>
      ) : (
        <QueryStates query={board} loading={T.loading} failed={T.failed}>
          {(day) => <ScheduleBoard board={day} shiftName={shiftName} onMove={onMove} />}
        </QueryStates>
      )}
      <PlanDayDialog day={planning} shiftName={shiftName} onClose={() => setPlanning(null)} />
      <AssignCompanionDialog target={moving} onClose={() => setMoving(null)} />
    </Page>
  );
}
