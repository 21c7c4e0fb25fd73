import { Plus } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Page } from "../../../components/ui/page.tsx";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useAdminCompanions } from "../api/use-admin-companions.ts";
import { AdminList } from "../components/admin-list.tsx";
import { AdminTable } from "../components/admin-table.tsx";
import { CompanionFilterBar } from "../components/companion-filters.tsx";
import { COMPANION_COLUMNS, CompanionCard } from "../components/companion-rows-view.tsx";
import {
  type CompanionFilters,
  companionFiltersFromUrl,
  companionRequestOf,
  NO_COMPANION_FILTERS,
} from "../lib/companion-filters.ts";
import { NEW_COMPANION_PATH } from "../lib/companion-rows.ts";
import { COMPANION_TEXT } from "../lib/companion-text.ts";
import { FIRST_PAGE } from "../lib/filters.ts";
import { useAppliedRequest } from "../lib/use-applied-request.ts";
import { useListFilters } from "../lib/use-list-filters.ts";

const SEARCH_DEBOUNCE_MS = 400;

/**
 * /admin/companions: the care team (issue 26), with search (name, phone, email, PIN code) and the city,
 * active and assignable filters, 10 a page; a table on wide screens, cards on phones; each leads to the
 * companion's page. "Add companion" opens the form for a new one.
 */
export function AdminCompanionsPage() {
  const [searchParams] = useSearchParams();
  const { filters, pageIndex, setPageIndex, change } = useListFilters<CompanionFilters>(() =>
    companionFiltersFromUrl(searchParams),
  );
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const result = companionRequestOf({ ...filters, search }, pageIndex);
  const request = useAppliedRequest(result, FIRST_PAGE);
  const companions = useAdminCompanions(request);
  const errors = result.ok ? {} : result.errors;

  return (
    <Page title="Companions" width="full">
      <div className="space-y-5">
        <div className="flex justify-end">
          <Link to={NEW_COMPANION_PATH} className="btn btn-primary w-full no-underline sm:w-auto">
            <Plus aria-hidden="true" className="size-5" />
            Add companion
          </Link>
        </div>
        <AdminList
          filters={
            <CompanionFilterBar
              value={filters}
              errors={errors}
              onChange={change}
              onClear={() => change(NO_COMPANION_FILTERS)}
            />
          }
          query={companions}
          noun={{ one: "companion", many: "companions" }}
          testId="admin-companions-list"
          text={{
            loading: COMPANION_TEXT.listLoading,
            failed: COMPANION_TEXT.listFailed,
            empty: COMPANION_TEXT.none,
          }}
          onPage={setPageIndex}
        >
          {(items) => (
            <AdminTable
              caption="Companions"
              columns={COMPANION_COLUMNS}
              items={items}
              itemKey={(c) => c.companion_id}
              card={(c) => <CompanionCard companion={c} />}
            />
          )}
        </AdminList>
      </div>
    </Page>
  );
}
