import {
  type AdminCompanionDetail,
  COMPANION_MESSAGES,
  displayPhone,
  VISIT_KIND_LABELS,
} from "@eldercare/contracts";
import { ArrowLeft, Pencil } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { EmailText } from "../../../components/ui/email-text.tsx";
import { FactList } from "../../../components/ui/fact-list.tsx";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatIndiaDateTime } from "../../../lib/format.ts";
import { useAdminCompanion } from "../api/use-admin-companion.ts";
import { useSpecialities } from "../api/use-specialities.ts";
import { AvailabilityEditor } from "../components/availability-editor.tsx";
import { CheckList, CompanionBadges } from "../components/companion-badges.tsx";
import { CompanionForm } from "../components/companion-form.tsx";
import { CompanionPhoto } from "../components/companion-photo.tsx";
import { COMPANIONS_PATH, checkTexts, companionIdOf, companionPath } from "../lib/companion-rows.ts";
import { COMPANION_TEXT } from "../lib/companion-text.ts";

function BackToList() {
  return (
    <p>
      <Link
        to={COMPANIONS_PATH}
        className="inline-flex items-center gap-2 font-semibold text-primary-700 underline underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        Back to companions
      </Link>
    </p>
  );
}

/** /admin/companions/new: the form for a new companion; once saved, their page. */
export function AdminNewCompanionPage() {
  const navigate = useNavigate();
  return (
    <Page title="Add companion" width="wide">
      <div className="space-y-8">
        <BackToList />
        <CompanionForm
          onSaved={(saved) => void navigate(companionPath(saved.companion_id))}
          onCancel={() => void navigate(COMPANIONS_PATH)}
        />
      </div>
    </Page>
  );
}

/**
 * /admin/companions/:companionId: one companion's details (with Edit), their photo (with a new one to
 * upload), and their availability: the weekly pattern and leave, saved together.
 */
export function AdminCompanionPage() {
  const companionId = companionIdOf(useParams().companionId);
  const companion = useAdminCompanion(companionId);
  const notFound =
    companionId === 0 ||
    (companion.isError && companion.error instanceof ApiError && companion.error.status === 404);

  return (
    <Page title={companion.data?.full_name ?? "Companion"} width="wide">
      <div className="space-y-8">
        <BackToList />
        {notFound ? (
          <div
            role="alert"
            className="rounded-xl border border-line bg-white p-6"
            data-testid="companion-not-found"
          >
            <p className="font-semibold">{COMPANION_MESSAGES.notFound}</p>
            <p className="mt-2">{COMPANION_TEXT.notFoundHint}</p>
          </div>
        ) : companion.isPending ? (
          <LoadingNotice>{COMPANION_TEXT.loading}</LoadingNotice>
        ) : companion.isError ? (
          <LoadError
            title={COMPANION_TEXT.failed}
            error={companion.error}
            onRetry={() => void companion.refetch()}
          />
        ) : (
          <CompanionDetail companion={companion.data} />
        )}
      </div>
    </Page>
  );
}

function CompanionDetail({ companion }: { companion: AdminCompanionDetail }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="space-y-10" data-testid="admin-companion">
      <section aria-labelledby="companion-details" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="companion-details" className="text-2xl font-bold">
            Details
          </h2>
          {editing ? null : (
            <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-5" />
              Edit details
            </button>
          )}
        </div>
        {editing ? (
          <div className="rounded-xl border border-line bg-white p-4 sm:p-6">
            <CompanionForm
              companion={companion}
              onSaved={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          </div>
        ) : (
          <CompanionFacts companion={companion} />
        )}
      </section>
      <section aria-labelledby="companion-photo" className="space-y-4">
        <h2 id="companion-photo" className="text-2xl font-bold">
          {COMPANION_TEXT.photoHeading}
        </h2>
        <div className="rounded-xl border border-line bg-white p-4 sm:p-6">
          <CompanionPhoto companion={companion} />
        </div>
      </section>
      <section aria-labelledby="companion-availability" className="space-y-4">
        <h2 id="companion-availability" className="text-2xl font-bold">
          Availability
        </h2>
        <div className="rounded-xl border border-line bg-white p-4 sm:p-6">
          <AvailabilityEditor key={companion.companion_id} companion={companion} />
        </div>
      </section>
    </div>
  );
}

/** What the team knows of them, as label and value pairs (FactList: a phone at 150% text puts values under labels). */
function CompanionFacts({ companion: c }: { companion: AdminCompanionDetail }) {
  const specialities = useSpecialities();
  const specialityNames = c.speciality_ids
    .map((id) => specialities.data?.find((s) => s.speciality_id === id)?.speciality_name)
    .filter((name): name is string => Boolean(name));
  return (
    <div className="space-y-4 rounded-xl border border-line bg-white p-4 sm:p-6">
      <CompanionBadges companion={c} />
      <FactList>
        <dt className="font-semibold">Phone</dt>
        <dd>{displayPhone(c.phone)}</dd>
        <dt className="font-semibold">Email</dt>
        <dd>{c.email ? <EmailText email={c.email} /> : "Not given"}</dd>
        <dt className="font-semibold">City</dt>
        <dd>
          {c.city_name}, {c.state_name}
        </dd>
        <dt className="font-semibold">Area</dt>
        <dd>{c.pincodes.length > 0 ? c.pincodes.join(", ") : COMPANION_TEXT.wholeCity}</dd>
        <dt className="font-semibold">Visits</dt>
        <dd>{c.service_kinds.map((k) => VISIT_KIND_LABELS[k]).join(", ")}</dd>
        <dt className="font-semibold">Languages</dt>
        <dd>{c.languages.join(", ")}</dd>
        {specialityNames.length > 0 ? (
          <>
            <dt className="font-semibold">Specialities</dt>
            <dd>{specialityNames.join(", ")}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Checks</dt>
        <dd>
          <CheckList checks={checkTexts(c)} />
        </dd>
        <dt className="font-semibold">Updated</dt>
        <dd>{formatIndiaDateTime(c.updated_at)}</dd>
      </FactList>
    </div>
  );
}
