import type { Key, ReactNode } from "react";

export interface Column<T> {
  heading: string;
  /** Classes beside the cell's padding (widths, wrapping). */
  className?: string;
  cell: (item: T) => ReactNode;
}

interface Props<T> {
  /** The table's name for screen readers ("Service bookings"). */
  caption: string;
  columns: readonly Column<T>[];
  items: readonly T[];
  itemKey: (item: T) => Key;
  /** The same row as a card, for phones. */
  card: (item: T) => ReactNode;
}

/** A console list's rows: a table from tablet width, the same rows as cards below it. */
export function AdminTable<T>({ caption, columns, items, itemKey, card }: Props<T>) {
  return (
    <>
      {/*
        A table wider than the page (large text) scrolls sideways in this box, which is also positioned:
        otherwise the rows' screen-reader-only text (position: absolute) would escape it and widen the page.
      */}
      <div className="relative hidden overflow-x-auto rounded-xl border border-line bg-white md:block">
        <table className="w-full border-collapse text-left text-base">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-primary-50 text-ink">
            <tr>
              {columns.map((c) => (
                <th key={c.heading} scope="col" className="px-3 py-3">
                  {c.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={itemKey(item)} className="border-t border-line align-top">
                {columns.map((c) => (
                  <td key={c.heading} className={c.className ? `${c.className} px-3 py-3` : "px-3 py-3"}>
                    {c.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-4 md:hidden">
        {items.map((item) => (
          <li key={itemKey(item)} className="min-w-0">
            {card(item)}
          </li>
        ))}
      </ul>
    </>
  );
}
