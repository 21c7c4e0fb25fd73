import type { ReactNode } from "react";
import { TextField } from "../../../components/ui/text-field.tsx";

interface Props {
  /** The bar's name ("Filter staff"). */
  label: string;
  /** The wide screen's columns (a `lg:grid-cols-[…]` class): the search, each control, then Clear. */
  columns: string;
  /** The search box: what it searches (its hint), its text and its message. */
  search: { hint: string; value: string; error: string | undefined; onChange: (value: string) => void };
  /** Whether anything is filtered (Clear has something to do). */
  filtered: boolean;
  onClear: () => void;
  /** The list's own controls, between the search and Clear. */
  children: ReactNode;
}

/** A console list's filter bar: the search first, the list's own controls, then Clear filters. */
export function ListFilterBar({ label, columns, search, filtered, onClear, children }: Props) {
  return (
    <search
      aria-label={label}
      className={`grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 ${columns} lg:items-start`}
    >
      <TextField
        label="Search"
        type="search"
        hint={search.hint}
        value={search.value}
        error={search.error}
        onChange={(event) => search.onChange(event.target.value)}
        className="sm:col-span-2 lg:col-span-1"
      />
      {children}
      <ClearFiltersButton filtered={filtered} onClear={onClear} />
    </search>
  );
}

/** The filter bars' last control: clears every filter, offered once one is set. */
export function ClearFiltersButton({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <button
      type="button"
      className="btn btn-outline self-end sm:col-span-2 lg:col-span-1"
      disabled={!filtered}
      onClick={onClear}
    >
      Clear filters
    </button>
  );
}
