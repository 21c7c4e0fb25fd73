import {
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_CHANNELS,
  MESSAGE_TOPIC_LABELS,
  MESSAGE_TOPICS,
  type MessageChannel,
  type NotificationPrefs,
  NOTIFICATION_PREFS_TEXT as T,
  WHATSAPP_CONSENT,
} from "@eldercare/contracts";
import { useState } from "react";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { CheckboxGroupController } from "../../../components/ui/option-group-field.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { formatIndiaDateTime } from "../../../lib/format.ts";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { toast } from "../../../lib/toast.ts";
import { useNotificationPrefs, useSetNotificationPrefs } from "../api/use-notification-prefs.ts";
import {
  choosesWhatsApp,
  type MessagePrefsValues,
  messagePrefsSchema,
  whatsappAgreed,
} from "../lib/message-prefs-form.ts";

const CHANNEL_OPTIONS = MESSAGE_CHANNELS.map((value) => ({ value, label: MESSAGE_CHANNEL_LABELS[value] }));

/**
 * "Messages" on the profile (issue 29, decision 0061): for visits, reports and plans, whether messages
 * come by email, SMS and WhatsApp; WhatsApp asks for the opt-in's wording to be agreed to first, and the
 * section says when it was agreed to, or stopped by a reply of STOP.
 */
export function MessagesSection({ userId }: { userId: number }) {
  const prefs = useNotificationPrefs(userId);
  return (
    <section aria-labelledby="messages">
      <h2 id="messages" className="text-2xl font-bold">
        {T.heading}
      </h2>
      <p className="mt-2">{T.intro}</p>
      <div className="mt-4">
        {prefs.isPending ? (
          <LoadingNotice>Loading your message choices...</LoadingNotice>
        ) : prefs.isError ? (
          <LoadError
            title="We could not load your message choices."
            error={prefs.error}
            onRetry={() => void prefs.refetch()}
          />
        ) : (
          <div className="rounded-xl border border-line bg-white p-5">
            <MessagesForm key={prefs.data.updated_at ?? "new"} userId={userId} prefs={prefs.data} />
          </div>
        )}
      </div>
    </section>
  );
}

function MessagesForm({ userId, prefs }: { userId: number; prefs: NotificationPrefs }) {
  const save = useSetNotificationPrefs(userId);
  const [error, setError] = useState<string | null>(null);
  const agreed = whatsappAgreed(prefs);
  const form = useContractForm<MessagePrefsValues>({
    resolver: contractResolver(messagePrefsSchema(agreed)),
    defaultValues: { channels: prefs.channels, whatsapp_consent: false },
  });
  const { control, register, handleSubmit, formState, watch } = form;
  const asksConsent = !agreed && choosesWhatsApp(watch("channels"));
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      const data = await save.mutateAsync({
        channels: values.channels,
        whatsapp_consent: asksConsent ? values.whatsapp_consent : false,
      });
      toast.success(data.Message, { id: "message-prefs-saved" });
    } catch (failure) {
      setError(firstErrorMessage(failure));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {MESSAGE_TOPICS.map((topic) => (
        <CheckboxGroupController<MessageChannel, MessagePrefsValues>
          key={topic}
          control={control}
          name={`channels.${topic}`}
          label={MESSAGE_TOPIC_LABELS[topic]}
          columnsClassName="grid-cols-1 sm:grid-cols-3"
          options={CHANNEL_OPTIONS}
        />
      ))}
      {prefs.whatsapp.stopped_at ? (
        <p className="rounded-lg bg-paper px-4 py-3">
          {T.whatsappStopped(formatIndiaDateTime(prefs.whatsapp.stopped_at))}
        </p>
      ) : agreed && prefs.whatsapp.opted_in_at ? (
        <p className="text-base text-muted">
          {T.whatsappOn(formatIndiaDateTime(prefs.whatsapp.opted_in_at))}
        </p>
      ) : null}
      {asksConsent ? (
        <div>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-primary-700"
              aria-invalid={formState.errors.whatsapp_consent ? true : undefined}
              aria-describedby={formState.errors.whatsapp_consent ? "whatsapp-consent-error" : undefined}
              {...register("whatsapp_consent")}
            />
            <span>{WHATSAPP_CONSENT.text}</span>
          </label>
          {formState.errors.whatsapp_consent?.message ? (
            <p id="whatsapp-consent-error" className="mt-1 font-semibold text-danger">
              {formState.errors.whatsapp_consent.message}
            </p>
          ) : null}
        </div>
      ) : null}
      <FormAlert message={error} />
      <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
        {T.save}
      </button>
    </form>
  );
}
