import { TOWN_REQUEST_MESSAGES, townRequestSchema } from "@eldercare/contracts";
import { useId, useState } from "react";
import { z } from "zod";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { useRequestTown } from "../api/use-request-town.ts";

const townOnly = z.strictObject({ town: townRequestSchema.shape.town });
const resolver = contractResolver<{ town: string }, { town: string }>(townOnly);

/**
 * "My town is not listed" under the loved-one form's city (issue 25): the member types the town and the
 * team receives it as an enquiry, so a family outside our cities is answered rather than turned away.
 * It sits inside the loved-one form, so it is not a <form> of its own: its button sends it.
 */
export function TownNotListed({ userId, stateId }: { userId: number; stateId: number }) {
  const [open, setOpen] = useState(false);
  const request = useRequestTown();
  const panelId = useId();
  const form = useContractForm({ resolver, defaultValues: { town: "" } });
  const { register, handleSubmit, formState } = form;

  const send = handleSubmit(async ({ town }) => {
    try {
      await request.mutateAsync({ user_id: userId, state_id: stateId, town });
    } catch {
      // Said below, from the mutation's error.
    }
  });

  if (request.data) {
    return (
      <p role="status" className="text-base font-medium text-primary-800 sm:col-span-2">
        {request.data.Message} ({request.data.enquiry_reference})
      </p>
    );
  }
  return (
    <div className="sm:col-span-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-4"
        onClick={() => setOpen((o) => !o)}
      >
        {TOWN_REQUEST_MESSAGES.link}
      </button>
      {open ? (
        <div id={panelId} className="mt-2 grid gap-3 rounded-lg border border-line bg-white p-4">
          {stateId === 0 ? (
            <p>{TOWN_REQUEST_MESSAGES.stateRequired}</p>
          ) : (
            <>
              <p className="text-base text-muted">
                Tell us the town and we will write to you about care there. Nothing else on this form is sent.
              </p>
              <TextField
                label="Town"
                maxLength={60}
                autoComplete="off"
                error={formState.errors.town?.message}
                // Enter sends the town, not the loved-one form this sits in.
                onKeyDown={(event) => {
                  if (event.key !== "Enter") return;
                  event.preventDefault();
                  void send();
                }}
                {...register("town")}
              />
              <FormAlert message={request.error ? firstErrorMessage(request.error) : null} />
              <button
                type="button"
                className="btn btn-outline justify-self-start"
                disabled={request.isPending}
                onClick={() => void send()}
              >
                Send to our team
              </button>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
