import { ADMIN_MEMBER_TEXT, membersCsvFilename } from "@eldercare/contracts";
import { useSearchParams } from "react-router";
import { Page } from "../../../components/ui/page.tsx";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useAdminMembers } from "../api/use-admin-members.ts";
import { useExportCsv } from "../api/use-export-csv.ts";
import { AdminList } from "../components/admin-list.tsx";
import { AdminTable } from "../components/admin-table.tsx";
import { MemberFilterBar } from "../components/member-filters.tsx";
import { MEMBER_COLUMNS, MemberCard } from "../components/member-rows-view.tsx";
import { FIRST_PAGE } from "../lib/filters.ts";
import {
  type MemberFilters,
  memberFiltersFromUrl,
  memberRequestOf,
  NO_MEMBER_FILTERS,
} from "../lib/member-filters.ts";
import { useAppliedRequest } from "../lib/use-applied-request.ts";
import { useListFilters } from "../lib/use-list-filters.ts";

/** How long typing must pause before the search asks the server. */
const SEARCH_DEBOUNCE_MS = 400;
const FIRST_MEMBER_PAGE = { ...FIRST_PAGE, sort: NO_MEMBER_FILTERS.sort };

/**
 * /admin/members: every member (erased accounts marked) with search, order and joining-day filters, 10 a
 * page; a table on wide screens, cards on phones; each leads to the member's page. Export CSV saves every
 * member the filters match.
 */
export function AdminMembersPage() {
  const [searchParams] = useSearchParams();
  const { filters, pageIndex, setPageIndex, change } = useListFilters<MemberFilters>(() =>
    memberFiltersFromUrl(searchParams),
  );
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const result = memberRequestOf({ ...filters, search }, pageIndex);
  const request = useAppliedRequest(result, FIRST_MEMBER_PAGE);
  const members = useAdminMembers(request);
  const exportCsv = useExportCsv("adminExportMembers", {
    exporting: ADMIN_MEMBER_TEXT.exportingMembers,
    exported: ADMIN_MEMBER_TEXT.membersExported,
    filename: membersCsvFilename,
  });
  const errors = result.ok ? {} : result.errors;

  return (
    <Page title="Members" width="full">
      <AdminList
        filters={
          <MemberFilterBar
            value={filters}
            errors={errors}
            onChange={change}
            onClear={() => change(NO_MEMBER_FILTERS)}
          />
        }
        exportCsv={{ busy: exportCsv.isPending, onExport: () => exportCsv.mutate(request) }}
        query={members}
        noun={{ one: "member", many: "members" }}
        testId="admin-members-list"
        text={{
          loading: ADMIN_MEMBER_TEXT.membersLoading,
          failed: ADMIN_MEMBER_TEXT.membersFailed,
          empty: ADMIN_MEMBER_TEXT.noMembers,
        }}
        onPage={setPageIndex}
      >
        {(items) => (
          <AdminTable
            caption="Members"
            columns={MEMBER_COLUMNS}
            items={items}
            itemKey={(m) => m.member_id}
            card={(m) => <MemberCard member={m} />}
          />
        )}
      </AdminList>
    </Page>
  );
}
