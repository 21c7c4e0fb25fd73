import {
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_CHANNELS,
  MESSAGE_TOPIC_LABELS,
  MESSAGE_TOPICS,
  type MessageChannel,
  type MessageChoices,
  NOTIFICATION_PREFS_TEXT as T,
  WHATSAPP_CONSENT,
} from "@eldercare/contracts";
import { useState } from "react";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { CheckboxGroupController } from "../../../components/ui/option-group-field.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { formatIndiaTimeFor } from "../../../lib/format.ts";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { toast } from "../../../lib/toast.ts";
import {
  type MessagePrefsRead,
  useNotificationPrefs,
  useSetNotificationPrefs,
} from "../api/use-notification-prefs.ts";
import {
  choosesWhatsApp,
  type MessagePrefsValues,
  messagePrefsSchema,
  whatsappAgreed,
} from "../lib/message-prefs-form.ts";

const optionsOf = (channels: readonly MessageChannel[]) =>
  channels.map((value) => ({ value, label: MESSAGE_CHANNEL_LABELS[value] }));
const sameChannels = (a: readonly MessageChannel[], b: readonly MessageChannel[]) =>
  a.length === b.length && a.every((c) => b.includes(c));

/**
 * What the form starts from: how each kind's messages go now (the server's `delivery`, worked out by the
 * outbox's own function), so a tick is a message sent that way (issue 42); a kind nobody can be reached
 * for keeps the choice as kept.
 */
function shownChoices({ prefs, delivery }: MessagePrefsRead): MessageChoices {
  const out = {} as MessageChoices;
  for (const topic of MESSAGE_TOPICS) {
    const used = delivery.channels[topic];
    out[topic] = used.length > 0 ? [...used] : prefs.channels[topic];
  }
  return out;
}

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
      <p className="mt-2">{prefs.data && !prefs.data.delivery.has_email ? T.introNoEmail : T.intro}</p>
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
            <MessagesForm
              key={`${prefs.data.prefs.updated_at ?? "new"} ${prefs.data.delivery.has_email}`}
              userId={userId}
              read={prefs.data}
            />
          </div>
        )}
      </div>
    </section>
  );
}

function MessagesForm({ userId, read }: { userId: number; read: MessagePrefsRead }) {
  const { prefs, delivery } = read;
  const save = useSetNotificationPrefs(userId);
  // No email address on the account: email cannot reach them, so it is not offered.
  const options = optionsOf(
    delivery.has_email ? MESSAGE_CHANNELS : MESSAGE_CHANNELS.filter((c) => c !== "email"),
  );
  const [error, setError] = useState<string | null>(null);
  const agreed = whatsappAgreed(prefs);
  const form = useContractForm<MessagePrefsValues>({
    resolver: contractResolver(messagePrefsSchema(agreed)),
    defaultValues: { channels: shownChoices(read), whatsapp_consent: false },
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
      {!delivery.has_email && delivery.phone ? (
        <p className="rounded-lg bg-paper px-4 py-3 font-semibold">{T.noEmail(delivery.phone)}</p>
      ) : null}
      {MESSAGE_TOPICS.map((topic) => {
        const used = delivery.channels[topic];
        // Said beside a kind whose messages go otherwise than was chosen (no email, WhatsApp not agreed).
        const differs = used.length > 0 && !sameChannels(used, prefs.channels[topic]);
        return (
          <CheckboxGroupController<MessageChannel, MessagePrefsValues>
            key={topic}
            control={control}
            name={`channels.${topic}`}
            label={MESSAGE_TOPIC_LABELS[topic]}
            hint={differs ? T.sentBy(used.map((c) => MESSAGE_CHANNEL_LABELS[c]).join(", ")) : undefined}
            columnsClassName="grid-cols-1 sm:grid-cols-3"
            options={options}
          />
        );
      })}
      {prefs.whatsapp.stopped_at ? (
        <p className="rounded-lg bg-paper px-4 py-3">
          {T.whatsappStopped(formatIndiaTimeFor(prefs.whatsapp.stopped_at, null, true))}
        </p>
      ) : agreed && prefs.whatsapp.opted_in_at ? (
        <p className="text-base text-muted">
          {T.whatsappOn(formatIndiaTimeFor(prefs.whatsapp.opted_in_at, null, true))}
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
