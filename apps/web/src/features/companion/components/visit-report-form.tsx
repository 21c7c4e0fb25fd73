import type { CompanionVisit } from "@eldercare/contracts";
import { FileCheck, History, LoaderCircle } from "lucide-react";
import { useId, useRef, useState } from "react";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { CheckboxGroupController, RadioGroupController } from "../../../components/ui/option-group-field.tsx";
import { PhotoField } from "../../../components/ui/photo-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { useCompanionText } from "../../../lib/i18n/companion-i18n.tsx";
import {
  EMPTY_REPORT,
  moodOptions,
  reportRequestOf,
  reportResolver,
  taskOptions,
} from "../lib/report-form.ts";
import { labelOf } from "../offline/queued-label.ts";
import { useQueueAction } from "../offline/use-outbox.ts";
import { useReportDraft } from "../offline/use-report-draft.ts";

/**
 * The visit report (issue 26, decision 0046), filed from the companion's phone after checking out: what
 * they did (the visit kind's tasks), how the loved one seemed (1–5), "Something worried me" with its note,
 * a note for the family and one optional photo. The photo is checked here for size and type. Issue 46: the
 * report and its photo are kept on the phone first and sent from there, photo first; a refusal of either
 * shows above the button in the server's words and the form keeps what was written; without signal
 * (offline, or no answer in time) the report waits on the phone (`onKept`) and goes when the signal returns.
 * What is written, photo included, is kept on the phone as a draft until the report is sent or queued, and
 * comes back (said in one line) when the form is opened again after a reload or a closed app.
 */
export function VisitReportForm({
  visit,
  onFiled,
  onKept,
  onSending,
}: {
  visit: CompanionVisit;
  onFiled: () => void;
  onKept: () => void;
  /** While true the report is on its way: the page keeps the form rather than the waiting report. */
  onSending?: (sending: boolean) => void;
}) {
  const concernId = useId();
  const { t, server } = useCompanionText();
  const say = (english: string, key: string) =>
    (t as unknown as (key: string, fallback: string) => string)(key, english);
  const queue = useQueueAction();
  const [photo, setPhoto] = useState<File | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [phase, setPhase] = useState<"idle" | "photo" | "report">("idle");
  const inFlight = useRef(false);

  const form = useContractForm({
    resolver: reportResolver(visit.booking_id, server),
    defaultValues: EMPTY_REPORT,
  });
  const { register, control, handleSubmit, formState, watch } = form;
  const { errors } = formState;
  const concern = watch("concern");
  const draft = useReportDraft(visit.booking_id, form, photo, setPhoto);
  const choosePhoto = (file: File | null) => {
    setPhoto(file);
    draft.photoChanged();
  };

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitError(null);
    setPhase(photo ? "photo" : "report");
    onSending?.(true);
    try {
      const { booking_id: _visit, ...body } = reportRequestOf(visit.booking_id, values);
      const kept = photo
        ? { bytes: await photo.arrayBuffer(), type: photo.type, name: photo.name, key: crypto.randomUUID() }
        : null;
      const outcome = await queue.submit({
        kind: "report",
        bookingId: visit.booking_id,
        label: labelOf(visit),
        body,
        photo: kept,
      });
      // Sent or queued: the outbox holds it now, so the draft goes. A refusal keeps both form and draft.
      if (outcome.kind !== "refused") void draft.discard();
      if (outcome.kind === "sent") onFiled();
      else if (outcome.kind === "later") onKept();
      else setSubmitError(server(outcome.reason));
    } finally {
      inFlight.current = false;
      setPhase("idle");
      onSending?.(false);
    }
  });

  const busy = phase !== "idle";
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-7 text-lg">
      {draft.restored ? (
        <p
          role="status"
          className="flex items-start gap-3 rounded-xl border border-primary-600 bg-primary-50 p-4 font-semibold text-primary-800"
        >
          <History aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          {t("offline.draftRestored")}
        </p>
      ) : null}
      <CheckboxGroupController
        control={control}
        name="tasks"
        label={t("report.tasksLegend")}
        required
        options={taskOptions(visit.service_kind, say)}
      />
      <RadioGroupController
        control={control}
        name="mood"
        label={t("report.moodLegend")}
        required
        options={moodOptions(say)}
        columnsClassName="sm:grid-cols-3"
      />

      <div className="space-y-4">
        <div className="flex items-start gap-3">
          <input id={concernId} type="checkbox" className="mt-1 size-6 shrink-0" {...register("concern")} />
          <label htmlFor={concernId} className="font-semibold">
            {t("report.concernLabel")}
          </label>
        </div>
        {concern ? (
          <TextAreaField
            label={t("report.concernNoteLabel")}
            required
            rows={3}
            inputClassName="resize-y"
            error={errors.concern_note?.message}
            {...register("concern_note")}
          />
        ) : null}
      </div>

      <TextAreaField
        label={t("report.familyNoteLabel")}
        rows={4}
        inputClassName="resize-y"
        error={errors.family_note?.message}
        {...register("family_note")}
      />

      <PhotoField
        label={t("report.photoLabel")}
        hint={t("report.photoHint")}
        file={photo}
        onChange={choosePhoto}
        disabled={busy}
      />

      <FormAlert message={submitError} />

      <button
        type="submit"
        className="btn btn-primary min-h-14 w-full text-lg disabled:cursor-wait"
        disabled={busy}
      >
        {busy ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
            {phase === "photo" ? t("report.uploadingPhoto") : t("report.submitting")}
          </>
        ) : (
          <>
            <FileCheck aria-hidden="true" className="size-6" />
            {t("report.submit")}
          </>
        )}
      </button>
    </form>
  );
}
