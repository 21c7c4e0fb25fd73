import {
  type AdminHoliday,
  ALL_INDIA,
  HOLIDAY_SOURCE_LABELS,
  HOLIDAY_TEXT,
  indiaToday,
} from "@eldercare/contracts";
import { useState } from "react";
import { INPUT } from "../../../components/ui/field-parts.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { formatIndiaWeekday } from "../../../lib/format.ts";
import { useAdminHolidays, useModifyHoliday } from "../api/use-admin-holidays.ts";
import { AddButton } from "../components/add-button.tsx";
import { HolidayFormDialog } from "../components/holiday-form.tsx";

/** The state filter: every holiday (""), the national ones only ("all"), or a state's (its id). */
type Place = string;

/** null: closed; "new": a new team holiday; else the one being renamed. */
type Editing = null | "new" | AdminHoliday;

/**
 * /admin/holidays (administrators, issue 44, decision 0079): the year's closed days, national and each
 * state's, by date; filters by year and state. "Add holiday" opens the form; each holiday can be renamed,
 * and closed or reopened (never deleted: seeding again would bring it back). One list, read the same on
 * a phone and a desktop: each holiday a row that wraps.
 */
export function AdminHolidaysPage() {
  const thisYear = Number(indiaToday().slice(0, 4));
  const years = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2];
  const [year, setYear] = useState(thisYear);
  const [place, setPlace] = useState<Place>("");
  const [editing, setEditing] = useState<Editing>(null);
  const [shown, setShown] = useState<Editing>(null);
  if (editing !== null && editing !== shown) setShown(editing);
  const request = { year, ...(place === "" ? {} : { state_id: place === "all" ? null : Number(place) }) };
  const holidays = useAdminHolidays(request);
  const toggle = useModifyHoliday();
  const [rowError, setRowError] = useState<string | null>(null);
  const states = holidays.data?.states ?? null;

  async function setClosed(h: AdminHoliday, closed: boolean) {
    setRowError(null);
    try {
      await toggle.mutateAsync({ holiday_id: h.holiday_id, closed });
    } catch (error) {
      setRowError(firstErrorMessage(error));
    }
  }

  return (
    <Page title={HOLIDAY_TEXT.title} width="wide" lead={HOLIDAY_TEXT.intro}>
      <div className="space-y-5">
        <AddButton label={HOLIDAY_TEXT.add} onClick={() => setEditing("new")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="block font-semibold">
            Year
            <select className={INPUT} value={year} onChange={(e) => setYear(Number(e.target.value))}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
          <label className="block font-semibold">
            State
            <select className={INPUT} value={place} onChange={(e) => setPlace(e.target.value)}>
              <option value="">{HOLIDAY_TEXT.allStates}</option>
              <option value="all">{ALL_INDIA} only</option>
              {(states ?? []).map((s) => (
                <option key={s.state_id} value={String(s.state_id)}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <FormAlert message={rowError} />
        {holidays.isPending ? (
          <p role="status">{HOLIDAY_TEXT.loading}</p>
        ) : holidays.isError ? (
          <FormAlert message={HOLIDAY_TEXT.failed} />
        ) : holidays.data.items.length === 0 ? (
          <p>{HOLIDAY_TEXT.none}</p>
        ) : (
          <ul
            aria-label={`Holidays in ${year}`}
            className="divide-y divide-line rounded-lg border-2 border-line"
            data-testid="holiday-list"
          >
            {holidays.data.items.map((h) => (
              <li
                key={h.holiday_id}
                aria-label={`${h.name}, ${formatIndiaWeekday(h.date)}`}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{h.name}</p>
                  <p className="text-muted">
                    {formatIndiaWeekday(h.date)} · {h.state_name} · {HOLIDAY_SOURCE_LABELS[h.source]}
                  </p>
                </div>
                <p
                  className={`w-fit rounded-full px-3 py-1 font-semibold ${h.closed ? "bg-line/60 text-ink" : "bg-primary-50 text-primary-800"}`}
                >
                  {h.closed ? HOLIDAY_TEXT.closedLabel : HOLIDAY_TEXT.open}
                </p>
                <div className="flex flex-wrap gap-2">
                  <button type="button" className="btn btn-outline" onClick={() => setEditing(h)}>
                    {HOLIDAY_TEXT.rename}
                    <span className="sr-only"> {h.name}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={toggle.isPending}
                    onClick={() => void setClosed(h, !h.closed)}
                  >
                    {h.closed ? HOLIDAY_TEXT.reopen : HOLIDAY_TEXT.close}
                    <span className="sr-only"> {h.name}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <HolidayFormDialog
        open={editing !== null}
        holiday={shown === null || shown === "new" ? undefined : shown}
        states={states}
        onSaved={() => setEditing(null)}
        onCancel={() => setEditing(null)}
      />
    </Page>
  );
}
