import type { StaffMember } from "@eldercare/contracts";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Page } from "../../../components/ui/page.tsx";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useAdminStaff } from "../api/use-admin-staff.ts";
import { AddButton } from "../components/add-button.tsx";
import { AdminList } from "../components/admin-list.tsx";
import { AdminTable } from "../components/admin-table.tsx";
import { StaffFilterBar } from "../components/staff-filters.tsx";
import { StaffFormDialog } from "../components/staff-form.tsx";
import { StaffCard, staffColumns } from "../components/staff-rows-view.tsx";
import { FIRST_PAGE } from "../lib/filters.ts";
import {
  NO_STAFF_FILTERS,
  type StaffFilters,
  staffFiltersFromUrl,
  staffRequestOf,
} from "../lib/staff-filters.ts";
import { STAFF_TEXT } from "../lib/staff-text.ts";
import { useAppliedRequest } from "../lib/use-applied-request.ts";
import { useListFilters } from "../lib/use-list-filters.ts";

const SEARCH_DEBOUNCE_MS = 400;

/** null: closed; "new": a new member of staff; else the one being edited. */
type Editing = null | "new" | StaffMember;

/**
 * /admin/staff (administrators, issue 43 item 4): the console's staff with search (name, phone, email)
 * and the role and active filters, 10 a page; a table on wide screens, cards on phones. "Add staff
 * member" and each row's Edit open the staff form.
 */
export function AdminStaffPage() {
  const [searchParams] = useSearchParams();
  const { filters, pageIndex, setPageIndex, change } = useListFilters<StaffFilters>(() =>
    staffFiltersFromUrl(searchParams),
  );
  const [editing, setEditing] = useState<Editing>(null);
  // The dialog keeps whom it showed while it closes (its title would otherwise change mid-animation).
  const [shown, setShown] = useState<Editing>(null);
  if (editing !== null && editing !== shown) setShown(editing);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const result = staffRequestOf({ ...filters, search }, pageIndex);
  const request = useAppliedRequest(result, FIRST_PAGE);
  const staff = useAdminStaff(request);
  const errors = result.ok ? {} : result.errors;
  const columns = staffColumns(setEditing);

  return (
    <Page title="Staff" width="full">
      <div className="space-y-5">
        <AddButton label="Add staff member" onClick={() => setEditing("new")} />
        <AdminList
          filters={
            <StaffFilterBar
              value={filters}
              errors={errors}
              onChange={change}
              onClear={() => change(NO_STAFF_FILTERS)}
            />
          }
          query={staff}
          noun={{ one: "member of staff", many: "staff" }}
          testId="admin-staff-list"
          text={{ loading: STAFF_TEXT.listLoading, failed: STAFF_TEXT.listFailed, empty: STAFF_TEXT.none }}
          onPage={setPageIndex}
        >
          {(items) => (
            <AdminTable
              caption="Staff"
              columns={columns}
              items={items}
              itemKey={(s) => s.staff_id}
              card={(s) => <StaffCard staff={s} onEdit={setEditing} />}
            />
          )}
        </AdminList>
      </div>
      <StaffFormDialog
        open={editing !== null}
        staff={shown === null || shown === "new" ? undefined : shown}
        onSaved={() => setEditing(null)}
        onCancel={() => setEditing(null)}
      />
    </Page>
  );
}
