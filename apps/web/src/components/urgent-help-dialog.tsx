import {
  INCIDENT_SEVERITIES,
  INCIDENT_SEVERITY_HINTS,
  INCIDENT_SEVERITY_LABELS,
  type IncidentSeverity,
  PUBLIC_EMERGENCY_NUMBERS,
  type ReportIncidentFormValues,
  reportIncidentFormSchema,
  URGENT_HELP_TEXT as T,
} from "@eldercare/contracts";
import { CircleCheck, PhoneCall } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import type { z } from "zod";
import { firstErrorMessage } from "../lib/api-error.ts";
import { contractResolver } from "../lib/forms/contract-resolver.ts";
import { useContractForm } from "../lib/forms/use-contract-form.ts";
import { EmergencyCallLink } from "./emergency-call.tsx";
import { Dialog } from "./ui/dialog.tsx";
import { DialogActions } from "./ui/dialog-actions.tsx";
import { FormAlert } from "./ui/form-alert.tsx";
import { RadioGroupController } from "./ui/option-group-field.tsx";
import { TextAreaField } from "./ui/text-area-field.tsx";

type Report = { severity: IncidentSeverity; what_happened: string };
// The form starts with no severity chosen (""), which the contract's enum refuses in its own words.
// Checked values are a Report (the resolver refuses "").
const resolver = contractResolver<ReportIncidentFormValues, ReportIncidentFormValues>(
  reportIncidentFormSchema as unknown as z.ZodType<ReportIncidentFormValues, ReportIncidentFormValues>,
);
/** The resolver saying the contract's messages in the words' language (English: as they are). */
function resolverSaying(message: (english: string) => string): typeof resolver {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => [
        field,
        error && typeof error.message === "string" ? { ...error, message: message(error.message) } : error,
      ]),
    );
    return { ...result, errors } as typeof result;
  };
}
const EMPTY: ReportIncidentFormValues = { severity: "", what_happened: "" };

type EmergencyNumber = (typeof PUBLIC_EMERGENCY_NUMBERS)[number]["number"];

/**
 * The dialog's words for someone in India (the family's outside India stay English): English unless
 * given; the companion's app gives them in the companion's language (decision 0092).
 */
export interface UrgentHelpWords {
  heading: string;
  callFirst: string;
  /** Each public number's button ("Call 112: national emergency number"). */
  callNumber: Record<EmergencyNumber, string>;
  callDesk: string;
  reportHeading: string;
  reportIntro: string;
  severity: string;
  severityLabel: Record<IncidentSeverity, string>;
  severityHint: Record<IncidentSeverity, string>;
  what: string;
  send: string;
  cancel: string;
  done: string;
  /** A message the dialog shows (a field's, or the server's refusal) in these words' language. */
  message: (english: string) => string;
}

export const ENGLISH_URGENT_HELP_WORDS: UrgentHelpWords = {
  heading: T.heading,
  callFirst: T.callFirst,
  callNumber: Object.fromEntries(PUBLIC_EMERGENCY_NUMBERS.map((n) => [n.number, n.label])) as Record<
    EmergencyNumber,
    string
  >,
  callDesk: T.callDesk,
  reportHeading: T.reportHeading,
  reportIntro: T.reportIntro,
  severity: T.severity,
  severityLabel: INCIDENT_SEVERITY_LABELS,
  severityHint: INCIDENT_SEVERITY_HINTS,
  what: T.what,
  send: T.send,
  cancel: T.cancel,
  done: T.done,
  message: (english) => english,
};

interface Props {
  open: boolean;
  /** The visit it is about, above the form. */
  summary: ReactNode;
  onClose: () => void;
  /** Sends the report (the family's or the companion's call); resolves with the server's message. */
  onReport: (values: Report) => Promise<string>;
  /**
   * The reader is outside India (a member whose phone is not +91, issue 42): the desk's number, with its
   * country code, first; 112 and 108 named for whoever is with the loved one, not offered as calls.
   */
  abroad?: boolean;
  /** The words (English unless given). */
  words?: UrgentHelpWords;
}

/**
 * "Urgent help" on a visit (issue 29, decision 0060), for the family and the companion alike: the
 * operations desk's number to call first (the 24x7 helpline, from shared/company/), then an incident
 * report (how serious, what happened) that reaches the team at once. Once sent, the dialog says so.
 */
export function UrgentHelpDialog({
  open,
  summary,
  onClose,
  onReport,
  abroad = false,
  words = ENGLISH_URGENT_HELP_WORDS,
}: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={words.heading}
      size="md"
    >
      {open ? (
        <UrgentHelp summary={summary} onClose={onClose} onReport={onReport} abroad={abroad} words={words} />
      ) : null}
    </Dialog>
  );
}

function UrgentHelp({
  summary,
  onClose,
  onReport,
  abroad,
  words,
}: Omit<Props, "open" | "words"> & { words: UrgentHelpWords }) {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const say = words.message;
  const form = useContractForm({
    resolver: useMemo(() => resolverSaying(say), [say]),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, control } = form;
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      setSent(await onReport(values as Report));
    } catch (failure) {
      setError(words.message(firstErrorMessage(failure)));
    }
  });
  return (
    <div className="space-y-5">
      {abroad ? (
        <>
          {/* Outside India: the desk first, with its country code; 112 and 108 are for those in India. */}
          <p className="text-base font-semibold">{T.abroadCallFirst}</p>
          <EmergencyCallLink asButton label={T.abroadCallDesk} className="w-full sm:w-auto" />
          <p className="rounded-lg bg-paper px-4 py-3 text-base">{T.abroadIndiaNumbers}</p>
        </>
      ) : (
        <>
          <p className="text-base">{words.callFirst}</p>
          {/* 112 and 108 first, as buttons a shaking hand can hit (issue 41); then the desk. */}
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {PUBLIC_EMERGENCY_NUMBERS.map(({ number }) => (
              <a key={number} href={`tel:${number}`} className="btn btn-danger w-full sm:w-auto">
                <PhoneCall aria-hidden="true" className="size-5 shrink-0" />
                {words.callNumber[number]}
              </a>
            ))}
            <EmergencyCallLink asButton label={words.callDesk} className="w-full sm:w-auto" />
          </div>
        </>
      )}
      {sent ? (
        <div className="space-y-4">
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg bg-primary-50 px-4 py-3 font-semibold"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
            {sent}
          </p>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {words.done}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5 border-t-2 border-line pt-4">
          <div>
            <h3 className="text-lg font-bold">{words.reportHeading}</h3>
            <p className="text-base text-muted">{words.reportIntro}</p>
            <div className="mt-2">{summary}</div>
          </div>
          <RadioGroupController<IncidentSeverity, ReportIncidentFormValues>
            control={control}
            name="severity"
            label={words.severity}
            required
            options={INCIDENT_SEVERITIES.map((value) => ({
              value,
              label: `${words.severityLabel[value]}: ${words.severityHint[value]}`,
            }))}
            columnsClassName=""
          />
          <TextAreaField
            label={words.what}
            required
            rows={4}
            inputClassName="resize-y"
            error={formState.errors.what_happened?.message}
            {...register("what_happened")}
          />
          <FormAlert message={error} />
          <DialogActions
            label={words.send}
            busy={formState.isSubmitting}
            cancelLabel={words.cancel}
            onCancel={onClose}
          />
        </form>
      )}
    </div>
  );
}
