import type { ReactNode } from "react";
import { Link } from "react-router";

/** One dashboard figure; with `to`, the whole card opens the list it counts. */
export function FigureCard({ label, value, to }: { label: string; value: ReactNode; to?: string }) {
  const body = (
    <>
      <span className="block text-base text-muted">{label}</span>
      <span className="mt-1 block text-3xl font-bold text-ink">{value}</span>
    </>
  );
  const frame = "block min-h-24 rounded-xl border border-line bg-white p-4";
  return to ? (
    <Link to={to} className={`${frame} no-underline hover:border-primary-700 hover:bg-primary-50`}>
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  );
}

/** A titled group of figures; `before` comes between the title and the figures (the dashboard's lists). */
export function FigureGroup({
  title,
  before,
  children,
}: {
  title: string;
  before?: ReactNode;
  children: ReactNode;
}) {
  // An id without spaces: aria-labelledby reads a space as a list of ids ("Needs attention" had no name).
  const id = `figures-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {before}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">{children}</ul>
    </section>
  );
}
