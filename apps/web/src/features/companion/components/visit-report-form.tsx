import type { CompanionVisit } from "@eldercare/contracts";
import { FileCheck, LoaderCircle } from "lucide-react";
import { useId, useRef, useState } from "react";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { CheckboxGroupController, RadioGroupController } from "../../../components/ui/option-group-field.tsx";
import { PhotoField } from "../../../components/ui/photo-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { useCompanionText } from "../../../lib/i18n/companion-i18n.tsx";
import { isNoSignal } from "../../../lib/no-signal.ts";
import { useSubmitReport } from "../api/use-submit-report.ts";
import { useUploadVisitPhoto } from "../api/use-upload-visit-photo.ts";
import {
  EMPTY_REPORT,
  moodOptions,
  reportRequestOf,
  reportResolver,
  taskOptions,
} from "../lib/report-form.ts";

/**
 * The visit report (issue 26, decision 0046), filed from the companion's phone after checking out: what
 * they did (the visit kind's tasks), how the loved one seemed (1–5), "Something worried me" with its note,
 * a note for the family and one optional photo. The photo is checked here for size and type, uploaded
 * first, then the report is filed; a refusal of either shows above the button in the server's words. With
 * no signal (offline, or no answer in time) it says so at once and keeps everything to send again.
 */
export function VisitReportForm({ visit, onFiled }: { visit: CompanionVisit; onFiled: () => void }) {
  const concernId = useId();
  const { t, server } = useCompanionText();
  const say = (english: string, key: string) =>
    (t as unknown as (key: string, fallback: string) => string)(key, english);
  const upload = useUploadVisitPhoto();
  const submitReport = useSubmitReport();
  const [photo, setPhoto] = useState<File | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [phase, setPhase] = useState<"idle" | "photo" | "report">("idle");
  /** The photo the server already has for this visit (a second try does not send it again). */
  const uploaded = useRef<File | null>(null);
  const inFlight = useRef(false);

  const form = useContractForm({
    resolver: reportResolver(visit.booking_id, server),
    defaultValues: EMPTY_REPORT,
  });
  const { register, control, handleSubmit, formState, watch } = form;
  const { errors } = formState;
  const concern = watch("concern");

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitError(null);
    let sending: "photo" | "report" = "photo";
    try {
      if (photo && uploaded.current !== photo) {
        setPhase("photo");
        await upload.mutateAsync({ bookingId: visit.booking_id, photo });
        uploaded.current = photo;
      }
      sending = "report";
      setPhase("report");
      await submitReport.mutateAsync(reportRequestOf(visit.booking_id, values));
      onFiled();
    } catch (error) {
      // No signal: say which part was not sent; the form keeps what was written and the photo (issue 42).
      setSubmitError(
        isNoSignal(error)
          ? t(sending === "photo" ? "report.noSignalPhoto" : "report.noSignal")
          : server(firstErrorMessage(error)),
      );
    } finally {
      inFlight.current = false;
      setPhase("idle");
    }
  });

  const busy = phase !== "idle";
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-7 text-lg">
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
        onChange={setPhoto}
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
