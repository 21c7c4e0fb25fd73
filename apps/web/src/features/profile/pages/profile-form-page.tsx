import {
  API,
  FAMILY_MESSAGES,
  LOAD_MESSAGES,
  LOVED_ONE_MESSAGES,
  LOVED_ONES_MAX,
  type LovedOne,
} from "@eldercare/contracts";
import { ArrowLeft, Info, Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { QueryStates } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { useRefusal } from "../../../lib/family-role.ts";
import { useSession } from "../../../lib/session.tsx";
import { useLovedOnes } from "../api/use-loved-ones.ts";
import { LovedOneCard } from "../components/loved-one-card.tsx";
import { LovedOneForm } from "../components/loved-one-form.tsx";
import { RemoveLovedOneDialog } from "../components/remove-loved-one-dialog.tsx";

/**
 * /user/form (members only; spec §2's "user profile form"): the loved ones the family arranges care
 * for, at most two. ?add opens the form for a new one, ?edit=<id> for one already saved, so the
 * browser's Back returns to the list.
 */
export function ProfileFormPage() {
  const { session } = useSession();
  const userId = session.kind === "member" ? session.member.user_id : 0;
  const lovedOnes = useLovedOnes(userId);
  const [params, setParams] = useSearchParams();
  const editId = Number(params.get("edit"));
  const adding = params.has("add");
  const editing = lovedOnes.data?.find((l) => l.loved_one_id === editId);
  const full = (lovedOnes.data?.length ?? 0) >= LOVED_ONES_MAX;
  // A circle member reads the loved ones; adding and changing them is the account holder's (issue 41:
  // offered nothing the server would refuse, and told why before any form opens).
  const cannotManage = useRefusal(API.saveLovedOne);
  const cannotRemove = useRefusal(API.removeLovedOne);
  const showForm =
    cannotManage === null && lovedOnes.isSuccess && (editing !== undefined || (adding && !full));
  const backToList = () => setParams({}, { replace: false });

  return (
    <Page
      title="Your loved ones"
      description="The people SeniorCare Relief cares for on your behalf."
      lead="The people we care for: where care happens, who is there, and what our companions should know."
    >
      <p>
        <Link
          to="/user/profile"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 underline underline-offset-4"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back to your profile
        </Link>
      </p>
      <div className="mt-4">
        <QueryStates
          query={lovedOnes}
          loading={LOAD_MESSAGES.lovedOnesLoading}
          failed={LOAD_MESSAGES.lovedOnesFailed}
        >
          {(list) =>
            showForm ? (
              <section aria-labelledby="loved-one-form">
                <h2 id="loved-one-form" className="text-2xl font-bold">
                  {editing ? `Edit ${editing.full_name}` : "Add a loved one"}
                </h2>
                <div className="mt-4 rounded-xl border border-line bg-white p-4 sm:p-6">
                  <LovedOneForm
                    key={editing?.loved_one_id ?? "new"}
                    userId={userId}
                    lovedOne={editing}
                    onDone={backToList}
                  />
                </div>
              </section>
            ) : (
              <LovedOnesList
                userId={userId}
                lovedOnes={list}
                cannotManage={cannotManage}
                cannotRemove={cannotRemove}
                onAdd={() => setParams({ add: "" })}
                onEdit={(id) => setParams({ edit: String(id) })}
              />
            )
          }
        </QueryStates>
      </div>
    </Page>
  );
}

function LovedOnesList({
  userId,
  lovedOnes,
  cannotManage,
  cannotRemove,
  onAdd,
  onEdit,
}: {
  userId: number;
  lovedOnes: LovedOne[];
  /** Why this session may not add or change a loved one (null: it may). */
  cannotManage: string | null;
  /** Why this session may not remove one (null: it may). */
  cannotRemove: string | null;
  onAdd: () => void;
  onEdit: (id: number) => void;
}) {
  const uid = useId();
  const [removing, setRemoving] = useState<LovedOne | null>(null);
  const full = lovedOnes.length >= LOVED_ONES_MAX;
  return (
    <section aria-labelledby={`${uid}-heading`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${uid}-heading`} className="text-2xl font-bold">
          In our care ({lovedOnes.length} of {LOVED_ONES_MAX})
        </h2>
        {cannotManage ? null : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={full}
            aria-describedby={full ? `${uid}-limit` : undefined}
            onClick={onAdd}
          >
            <Plus aria-hidden="true" className="size-5" />
            Add a loved one
          </button>
        )}
      </div>
      {cannotManage ? (
        <p
          className="mt-3 flex items-start gap-2 rounded-lg bg-primary-50 px-4 py-3"
          data-testid="manage-refused"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
          {FAMILY_MESSAGES.lovedOnesArePayers}
        </p>
      ) : null}
      {full && !cannotManage ? (
        <p id={`${uid}-limit`} className="mt-3 rounded-lg bg-primary-50 px-4 py-3">
          {LOVED_ONE_MESSAGES.limitReached}
        </p>
      ) : null}
      {lovedOnes.length === 0 ? (
        <p className="mt-4">
          No one yet. Add the parent or relative we will look after: a couple plan covers two people.
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {lovedOnes.map((l) => (
            <li key={l.loved_one_id} className="flex">
              <LovedOneCard
                lovedOne={l}
                actions={
                  cannotManage && cannotRemove ? null : (
                    <>
                      {cannotManage ? null : (
                        <button
                          type="button"
                          className="btn btn-outline"
                          onClick={() => onEdit(l.loved_one_id)}
                        >
                          <Pencil aria-hidden="true" className="size-5" />
                          Edit <span className="sr-only">{l.full_name}</span>
                        </button>
                      )}
                      {cannotRemove ? null : (
                        <button
                          type="button"
                          className="btn btn-danger-outline"
                          onClick={() => setRemoving(l)}
                        >
                          <Trash2 aria-hidden="true" className="size-5" />
                          Remove <span className="sr-only">{l.full_name}</span>
                        </button>
                      )}
                    </>
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      <RemoveLovedOneDialog userId={userId} lovedOne={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}
