import {
  EMERGENCY_CARD_TEXT,
  type EmergencyCard,
  emergencyCardBody,
  emergencyCardFormSchema,
  emergencyCardFormValues,
  HEALTH_CONSENT,
} from "@eldercare/contracts";
import { Printer } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { ContactNameField } from "../../../components/ui/full-name-field.tsx";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { PhoneField } from "../../../components/ui/phone-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { dialCodeProps } from "../../../lib/forms/dial-code-props.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { toast } from "../../../lib/toast.ts";
import { useEmergencyCard, useSaveEmergencyCard } from "../api/use-emergency-card.ts";

const resolver = contractResolver(emergencyCardFormSchema);

interface Props {
  /** The loved one whose card is open; null: closed. */
  lovedOne: { loved_one_id: number; full_name: string } | null;
  onClose: () => void;
}

/**
 * A loved one's emergency card (issue 29, decision 0059): who to call, the nearest hospital, allergies and
 * medicines (only with consent to the stated purpose), and notes for an emergency. Written whole.
 */
export function EmergencyCardDialog({ lovedOne, onClose }: Props) {
  return (
    <Dialog
      open={lovedOne !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={lovedOne ? EMERGENCY_CARD_TEXT.title(lovedOne.full_name) : ""}
      size="lg"
    >
      {lovedOne ? (
        <CardLoader key={lovedOne.loved_one_id} lovedOneId={lovedOne.loved_one_id} onDone={onClose} />
      ) : null}
    </Dialog>
  );
}

function CardLoader({ lovedOneId, onDone }: { lovedOneId: number; onDone: () => void }) {
  const card = useEmergencyCard(lovedOneId);
  if (card.isPending) return <LoadingNotice>{EMERGENCY_CARD_TEXT.loading}</LoadingNotice>;
  if (card.isError) {
    return (
      <LoadError title={EMERGENCY_CARD_TEXT.failed} error={card.error} onRetry={() => void card.refetch()} />
    );
  }
  return <CardForm lovedOneId={lovedOneId} card={card.data} onDone={onDone} />;
}

function CardForm({
  lovedOneId,
  card,
  onDone,
}: {
  lovedOneId: number;
  card: EmergencyCard | null;
  onDone: () => void;
}) {
  const save = useSaveEmergencyCard(lovedOneId);
  const [error, setError] = useState<string | null>(null);
  const form = useContractForm({
    resolver,
    defaultValues: emergencyCardFormValues(card),
    focus: "contact1_name",
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = await save.mutateAsync({ loved_one_id: lovedOneId, ...emergencyCardBody(values) });
      toast.success(saved.Message, { id: "emergency-card" });
      onDone();
    } catch (failure) {
      setError(firstErrorMessage(failure));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <p className="text-muted">{EMERGENCY_CARD_TEXT.purpose}</p>
      {card ? (
        <p>
          {/* A tab of its own: the dialog (and the page under it) stay as they are. */}
          <Link
            to={`/user/emergencycard/${lovedOneId}`}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 underline underline-offset-4"
          >
            <Printer aria-hidden="true" className="size-5" />
            {EMERGENCY_CARD_TEXT.print}
            <span className="sr-only"> (opens a new tab)</span>
          </Link>
        </p>
      ) : null}
      {[1, 2].map((n) => (
        <fieldset key={n} className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1.5 text-lg font-bold text-primary-800">
            {n === 1 ? "Emergency contact" : "Second emergency contact (optional)"}
          </legend>
          <ContactNameField
            label="Name"
            required={n === 1}
            autoComplete="off"
            error={(n === 1 ? errors.contact1_name : errors.contact2_name)?.message}
            {...register(n === 1 ? "contact1_name" : "contact2_name")}
          />
          <PhoneField
            label="Phone"
            required={n === 1}
            {...(n === 1
              ? dialCodeProps(form, "contact1_country_code", "contact1_phone")
              : dialCodeProps(form, "contact2_country_code", "contact2_phone"))}
            error={(n === 1 ? errors.contact1_phone : errors.contact2_phone)?.message}
            {...register(n === 1 ? "contact1_phone" : "contact2_phone")}
          />
          <TextField
            label="Who they are"
            hint="For example son, neighbour"
            error={(n === 1 ? errors.contact1_relation : errors.contact2_relation)?.message}
            {...register(n === 1 ? "contact1_relation" : "contact2_relation")}
          />
        </fieldset>
      ))}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1.5 text-lg font-bold text-primary-800">Nearest hospital</legend>
        <TextField label="Hospital" error={errors.hospital_name?.message} {...register("hospital_name")} />
        <TextField
          label="Hospital phone"
          inputMode="tel"
          error={errors.hospital_phone?.message}
          {...register("hospital_phone")}
        />
        <TextField
          label="Hospital address"
          className="sm:col-span-2"
          error={errors.hospital_address?.message}
          {...register("hospital_address")}
        />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-1.5 text-lg font-bold text-primary-800">
          {EMERGENCY_CARD_TEXT.healthHeading}
        </legend>
        <TextAreaField
          label="Allergies"
          rows={2}
          error={errors.allergies?.message}
          {...register("allergies")}
        />
        <TextAreaField
          label="Regular medicines"
          rows={2}
          error={errors.medicines?.message}
          {...register("medicines")}
        />
        <div>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-primary-700"
              aria-invalid={errors.health_consent ? true : undefined}
              aria-describedby={errors.health_consent ? "health-consent-error" : undefined}
              {...register("health_consent")}
            />
            <span>{HEALTH_CONSENT.text}</span>
          </label>
          {errors.health_consent?.message ? (
            <p id="health-consent-error" className="mt-1 font-semibold text-danger">
              {errors.health_consent.message}
            </p>
          ) : null}
        </div>
      </fieldset>
      <TextAreaField
        label="Notes for an emergency"
        hint="Where the spare key is, who has the house papers, anything a companion should know at once."
        rows={3}
        error={errors.emergency_notes?.message}
        {...register("emergency_notes")}
      />
      <FormAlert message={error} />
      <DialogActions label="Save card" busy={formState.isSubmitting} onCancel={onDone} />
    </form>
  );
}
