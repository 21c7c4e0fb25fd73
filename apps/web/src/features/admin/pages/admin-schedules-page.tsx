import { SERIES_REGULAR_TEXT as T } from "@eldercare/contracts";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Page } from "../../../components/ui/page.tsx";
import { useShiftNames } from "../../../lib/use-shift-names.ts";
import { useAdminVisitSeries } from "../api/use-admin-visit-series.ts";
import { AdminList } from "../components/admin-list.tsx";
import { SeriesCard } from "../components/series-card.tsx";
import { ADMIN_PAGE_SIZE } from "../lib/filters.ts";

/**
 * /admin/schedules: the care schedules with visits ahead in the caller's cities (decision 0081), each with its
 * regular companion and the upcoming dates without them; `?series=` shows one (a visit's booking detail links
 * here).
 */
export function AdminSchedulesPage() {
  const [searchParams] = useSearchParams();
  const only = Number(searchParams.get("series"));
  const [pageIndex, setPageIndex] = useState(0);
  const series = useAdminVisitSeries({
    page_index: pageIndex,
    page_size: ADMIN_PAGE_SIZE,
    ...(Number.isInteger(only) && only > 0 ? { series_id: only } : {}),
  });
  const shiftName = useShiftNames();
  return (
    <Page title={T.title} width="full">
      <AdminList
        filters={<p className="max-w-prose">{T.intro}</p>}
        query={series}
        noun={{ one: "care schedule", many: "care schedules" }}
        testId="admin-schedules"
        text={{ loading: "Loading the care schedules…", failed: T.failed, empty: T.empty }}
        onPage={setPageIndex}
      >
        {(items) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {items.map((s) => (
              <li key={s.series_id} className="flex min-w-0">
                <SeriesCard series={s} shiftName={shiftName} />
              </li>
            ))}
          </ul>
        )}
      </AdminList>
    </Page>
  );
}
