import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { EMPTY_REPORT, type ReportFormValues } from "../lib/report-form.ts";
import type { ReportDraft } from "./companion-db.ts";
import { type DraftKeeper, draftKeeper } from "./draft-keeper.ts";
import { readDraft } from "./report-drafts.ts";
import { useCompanionId } from "./use-outbox.ts";

const isEmpty = (v: ReportFormValues) =>
  v.tasks.length === 0 &&
  v.mood === EMPTY_REPORT.mood &&
  !v.concern &&
  !v.concern_note.trim() &&
  !v.family_note.trim();

const fileOf = (photo: ReportDraft["photo"]) =>
  photo ? new File([photo.bytes], photo.name, { type: photo.type }) : null;

type ReportForm = Pick<UseFormReturn<ReportFormValues, unknown, unknown>, "getValues" | "reset" | "watch">;

/**
 * Keeps the report being written on the phone (issue 46): restores this companion's draft of the visit
 * into the form when it opens (unless they already started typing), then writes every change of the
 * fields or the photo, and once more when the form is left or the app goes to the background. `restored`
 * says a draft came back; call `photoChanged` when a photo is chosen or removed, and `discard` once the
 * report is sent or queued.
 */
export function useReportDraft(
  bookingId: number,
  form: ReportForm,
  photo: File | null,
  setPhoto: (file: File | null) => void,
) {
  const companionId = useCompanionId();
  const { getValues, reset, watch } = form;
  const [restored, setRestored] = useState(false);
  const keeper = useRef<DraftKeeper | null>(null);
  const photoNow = useRef(photo);
  photoNow.current = photo;

  useEffect(() => {
    if (companionId === null) return;
    const keeping = draftKeeper(companionId, bookingId, () => {
      const values = getValues();
      if (isEmpty(values) && !photoNow.current) return null;
      return { values: { ...values, tasks: [...values.tasks] }, photo: photoNow.current };
    });
    keeper.current = keeping;
    let live = true;
    void readDraft(companionId, bookingId)
      .catch(() => null)
      .then((draft) => {
        if (!live || !draft || keeping.changed) return;
        reset(draft.values);
        setPhoto(fileOf(draft.photo));
        setRestored(true);
      });
    // Only a field's own change counts (it names the field); the restoring reset names none.
    const fields = watch((_values, { name }) => {
      if (name) keeping.change();
    });
    const leaving = () => void keeping.flush();
    const hidden = () => {
      if (document.visibilityState === "hidden") leaving();
    };
    document.addEventListener("visibilitychange", hidden);
    window.addEventListener("pagehide", leaving);
    return () => {
      live = false;
      fields.unsubscribe();
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("pagehide", leaving);
      leaving();
      keeper.current = null;
    };
  }, [companionId, bookingId, getValues, reset, watch, setPhoto]);

  const photoChanged = useCallback(() => keeper.current?.change(), []);
  const discard = useCallback(async () => {
    await keeper.current?.discard();
  }, []);
  return { restored, photoChanged, discard };
}
