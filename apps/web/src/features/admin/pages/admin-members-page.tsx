import { ADMIN_MEMBER_TEXT, type AdminMember, membersCsvFilename } from "@eldercare/contracts";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { EmailText } from "../../../components/ui/email-text.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useAdminMembers } from "../api/use-admin-members.ts";
import { useExportCsv } from "../api/use-export-csv.ts";
import { AdminList, ExportCsvButton } from "../components/admin-list.tsx";
import { MemberFilterBar } from "../components/member-filters.tsx";
import { FIRST_PAGE } from "../lib/filters.ts";
import {
  type MemberFilters,
  memberFiltersFromUrl,
  memberRequestOf,
  NO_MEMBER_FILTERS,
} from "../lib/member-filters.ts";
import { memberPath, memberRowText } from "../lib/member-rows.ts";
import { useAppliedRequest } from "../lib/use-applied-request.ts";

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
  const [filters, setFilters] = useState<MemberFilters>(() => memberFiltersFromUrl(searchParams));
  const [pageIndex, setPageIndex] = useState(0);
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
      <div className="space-y-5">
        <MemberFilterBar
          value={filters}
          errors={errors}
          onChange={(next) => {
            setFilters(next);
            setPageIndex(0);
          }}
          onClear={() => {
            setFilters(NO_MEMBER_FILTERS);
            setPageIndex(0);
          }}
        />
        <ExportCsvButton
          noun="member"
          busy={exportCsv.isPending}
          onExport={() => exportCsv.mutate(request)}
        />
        <AdminList
          query={members}
          noun="members"
          testId="admin-members-list"
          text={{
            loading: ADMIN_MEMBER_TEXT.membersLoading,
            failed: ADMIN_MEMBER_TEXT.membersFailed,
            empty: ADMIN_MEMBER_TEXT.noMembers,
          }}
          onPage={setPageIndex}
        >
          {(items) => (
            <>
              <MemberTable items={items} />
              <ul className="grid gap-4 md:hidden">
                {items.map((m) => (
                  <li key={m.member_id} className="min-w-0">
                    <MemberCard member={m} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </AdminList>
      </div>
    </Page>
  );
}

function ErasedTag() {
  return (
    <span className="inline-block rounded-full border-2 border-muted px-2 text-sm font-semibold text-ink">
      {ADMIN_MEMBER_TEXT.erased}
    </span>
  );
}

/** The member's name as the link to their page. */
function MemberLink({ member }: { member: AdminMember }) {
  return (
    <Link
      to={memberPath(member.member_id)}
      className="font-semibold break-words text-primary-700 underline underline-offset-4"
    >
      {member.user_name}
    </Link>
  );
}

function MemberTable({ items }: { items: AdminMember[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-line bg-white md:block">
      <table className="w-full border-collapse text-left text-base">
        <caption className="sr-only">Members</caption>
        <thead className="bg-primary-50 text-ink">
          <tr>
            <th scope="col" className="px-3 py-3">
              Member
            </th>
            <th scope="col" className="px-3 py-3">
              Contact
            </th>
            <th scope="col" className="px-3 py-3">
              City
            </th>
            <th scope="col" className="px-3 py-3">
              Plan
            </th>
            <th scope="col" className="px-3 py-3">
              Loved ones
            </th>
            <th scope="col" className="px-3 py-3">
              Upcoming visits
            </th>
            <th scope="col" className="px-3 py-3">
              Joined
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((m) => {
            const t = memberRowText(m);
            return (
              <tr key={m.member_id} className="border-t border-line align-top">
                <td className="px-3 py-3">
                  <MemberLink member={m} />
                  {m.erased ? (
                    <span className="mt-1 block">
                      <ErasedTag />
                    </span>
                  ) : null}
                </td>
                <td className="px-3 py-3">
                  <span className="block">{t.phone}</span>
                  <EmailText email={t.email} className="block text-muted" />
                </td>
                <td className="px-3 py-3">{t.city}</td>
                <td className="px-3 py-3">{t.plan}</td>
                <td className="px-3 py-3">{t.lovedOnes}</td>
                <td className="px-3 py-3">{t.upcoming}</td>
                <td className="px-3 py-3 whitespace-nowrap">{t.joined}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function MemberCard({ member }: { member: AdminMember }) {
  const t = memberRowText(member);
  return (
    <article className="space-y-3 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg">
          <MemberLink member={member} />
        </h2>
        {member.erased ? <ErasedTag /> : null}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="font-semibold">Phone</dt>
        <dd>{t.phone}</dd>
        <dt className="font-semibold">Email</dt>
        <dd>
          <EmailText email={t.email} />
        </dd>
        <dt className="font-semibold">City</dt>
        <dd>{t.city}</dd>
        <dt className="font-semibold">Plan</dt>
        <dd>{t.plan}</dd>
        <dt className="font-semibold">Loved ones</dt>
        <dd>{t.lovedOnes}</dd>
        <dt className="font-semibold">Upcoming visits</dt>
        <dd>{t.upcoming}</dd>
        <dt className="font-semibold">Joined</dt>
        <dd>{t.joined}</dd>
      </dl>
    </article>
  );
}
