import { LOAD_MESSAGES, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffMember } from "@eldercare/contracts";
import { X } from "lucide-react";
import { useState } from "react";
import { type Control, useController } from "react-hook-form";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { INPUT } from "../../../components/ui/field-parts.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { RadioGroupController } from "../../../components/ui/option-group-field.tsx";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { useModifyStaff } from "../api/use-modify-staff.ts";
import {
  EMPTY_STAFF,
  fieldOfRefusal,
  type StaffValues,
  staffResolver,
  staffValues,
  toModifyStaffRequest,
} from "../lib/staff-request.ts";
import { STAFF_TEXT } from "../lib/staff-text.ts";
import { useServerRefusal } from "../lib/use-server-refusal.ts";
import { IndiaCityOptions, useIndiaCityGroups } from "./india-city-options.tsx";
import { LoginContactFields } from "./login-contact-fields.tsx";

interface Props {
  /** The member of staff being edited; absent: a new one. */
  staff?: StaffMember | undefined;
  /** After a save: the member of staff as saved (the server's message is already a toast). */
  onSaved: (staff: StaffMember) => void;
  onCancel: () => void;
}

const ROLE_OPTIONS = STAFF_ROLES.map((r) => ({ value: r, label: STAFF_ROLE_LABELS[r] }));

/** The staff form in its dialog: "Add staff member", or "Edit staff member" with their details. */
export function StaffFormDialog({ open, ...props }: Props & { open: boolean }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) props.onCancel();
      }}
      title={props.staff ? "Edit staff member" : "Add staff member"}
      size="md"
    >
      {open ? <StaffForm {...props} /> : null}
    </Dialog>
  );
}

/**
 * A member of the console's staff (issue 43 item 4): who they are (the phone is their login), their role,
 * the cities a coordinator covers, and whether they may sign in. Every rule is the contract's; the
 * server's refusal shows beside its field (a phone or email in use) or above Save.
 */
export function StaffForm({ staff, onSaved, onCancel }: Props) {
  const save = useModifyStaff();
  const form = useContractForm({
    resolver: staffResolver,
    defaultValues: staff ? staffValues(staff) : EMPTY_STAFF,
    focus: "full_name",
  });
  const { register, control, handleSubmit, watch, formState } = form;
  const { errors } = formState;
  const role = watch("role");
  const { submitError, saving } = useServerRefusal(form.setError, fieldOfRefusal);

  const onSubmit = handleSubmit((checked) =>
    saving(async () => {
      const saved = await save.mutateAsync(toModifyStaffRequest(checked, staff?.staff_id));
      onSaved(saved.staff);
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2" data-testid="staff-form">
      <LoginContactFields
        fields={{ full_name: register("full_name"), phone: register("phone"), email: register("email") }}
        errors={errors}
        email={{ label: "Email", required: true }}
      />
      <RadioGroupController
        control={control}
        name="role"
        className="sm:col-span-2"
        label="Role"
        required
        hint="An administrator sees every city; a city coordinator only the cities they cover."
        options={ROLE_OPTIONS}
      />
      {role === "coordinator" ? <CitiesField control={control} /> : null}
      <label className="flex min-h-11 items-center gap-3 font-semibold sm:col-span-2">
        <input type="checkbox" className="size-5 shrink-0 accent-primary-700" {...register("is_active")} />
        Active (untick to stop them signing in)
      </label>
      <div className="sm:col-span-2">
        <FormAlert message={submitError} className="mb-3" />
        <DialogActions
          label={staff ? "Save changes" : "Add staff member"}
          busy={save.isPending}
          onCancel={onCancel}
        />
      </div>
    </form>
  );
}

/**
 * The cities a coordinator covers: India's cities by state in a list to add from, and the ones chosen,
 * each with its Remove. (Adding is a button, not the list's change: arrowing through a closed list would
 * add every city passed.)
 */
function CitiesField({ control }: { control: Control<StaffValues> }) {
  const { field, fieldState } = useController({ control, name: "city_ids" });
  const [picked, setPicked] = useState("");
  const chosen: number[] = field.value;
  const { groups, cities, ready } = useIndiaCityGroups(chosen);
  const nameOf = (cityId: number) => cities?.find((c) => c.city_id === cityId)?.city_name ?? `City ${cityId}`;
  const change = (next: number[]) => {
    field.onChange(next);
    field.onBlur();
  };
  const add = () => {
    const id = Number(picked);
    if (id > 0 && !chosen.includes(id)) change([...chosen, id]);
    setPicked("");
  };

  return (
    <FormField
      label="Cities they cover"
      required
      className="sm:col-span-2"
      error={fieldState.error?.message}
      hint={chosen.length === 0 ? STAFF_TEXT.noCities : undefined}
    >
      {(aria) => (
        <>
          {chosen.length > 0 ? (
            <ul aria-label="Chosen cities" className="mt-2 flex flex-wrap gap-2">
              {chosen.map((id) => (
                <li
                  key={id}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full border-2 border-primary-700 bg-primary-50 pl-3 font-semibold"
                >
                  {nameOf(id)}
                  <button
                    type="button"
                    className="inline-flex size-10 items-center justify-center rounded-full text-primary-800 hover:bg-white"
                    onClick={() => change(chosen.filter((c) => c !== id))}
                  >
                    <X aria-hidden="true" className="size-5" />
                    <span className="sr-only">Remove {nameOf(id)}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-2 flex flex-col gap-2 sm:flex-row">
            <select
              {...aria}
              ref={field.ref}
              className={`${INPUT} sm:flex-1`}
              value={picked}
              disabled={!ready}
              onChange={(event) => setPicked(event.target.value)}
            >
              <option value="">{ready ? "Choose a city to add" : LOAD_MESSAGES.citiesLoading}</option>
              <IndiaCityOptions groups={groups} />
            </select>
            <button type="button" className="btn btn-outline" disabled={picked === ""} onClick={add}>
              {STAFF_TEXT.addCity}
            </button>
          </div>
        </>
      )}
    </FormField>
  );
}
