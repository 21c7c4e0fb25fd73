import { useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { firstErrorMessage } from "../../../lib/api-client.ts";

/**
 * Where a console form shows the server's refusal of a save: beside its field when `fieldOf` names one
 * (a phone or email in use, …; the field is focused), else above Save (`submitError`). `saving` runs a
 * save, clearing the last refusal first.
 */
export function useServerRefusal<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldOf: (message: string) => Path<T> | null,
) {
  const [submitError, setSubmitError] = useState<string | null>(null);
  async function saving(save: () => Promise<void>) {
    setSubmitError(null);
    try {
      await save();
    } catch (error) {
      const message = firstErrorMessage(error);
      const field = fieldOf(message);
      if (field) setError(field, { type: "server", message }, { shouldFocus: true });
      else setSubmitError(message);
    }
  }
  return { submitError, saving };
}
