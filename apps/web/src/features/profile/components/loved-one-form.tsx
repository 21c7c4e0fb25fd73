import {
  GENDERS,
  indiaToday,
  LANGUAGES,
  LOAD_MESSAGES,
  LOVED_ONE_LANGUAGES_MAX,
  LOVED_ONE_MESSAGES,
  LOVED_ONE_NOTES_MAX,
  LOVED_ONE_RELATIONSHIPS,
  type LovedOne,
  MOBILITY_LABELS,
  MOBILITY_LEVELS,
} from "@eldercare/contracts";
import { useState } from "react";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { ContactNameField, FullNameField } from "../../../components/ui/full-name-field.tsx";
import { CheckboxGroupController, RadioGroupController } from "../../../components/ui/option-group-field.tsx";
import { PhoneField } from "../../../components/ui/phone-field.tsx";
import { PlaceSelect } from "../../../components/ui/place-select.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { dialCodeProps } from "../../../lib/forms/dial-code-props.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import {
  citiesOfState,
  india,
  pincodeProblem,
  statesOf,
  useCities,
  useCountries,
  useStates,
} from "../../../lib/places.ts";
import { toast } from "../../../lib/toast.ts";
import { useSaveLovedOne } from "../api/use-save-loved-one.ts";
import {
  dateOfBirthBounds,
  EMPTY_LOVED_ONE,
  lovedOneResolver,
  lovedOneValues,
  toSaveLovedOneRequest,
} from "../lib/loved-one-request.ts";
import { TownNotListed } from "./town-not-listed.tsx";

interface Props {
  userId: number;
  /** The loved one being edited; absent: a new one. */
  lovedOne?: LovedOne | undefined;
  onDone: () => void;
}

const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: g }));
const MOBILITY_OPTIONS = MOBILITY_LEVELS.map((m) => ({ value: m, label: MOBILITY_LABELS[m] }));
const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l, label: l }));

/**
 * A loved one's details (decision 0021): who they are, where care happens (in India), who is there,
 * the languages they speak, how they get about, and non-medical notes. Every rule is the contract's.
 */
export function LovedOneForm({ userId, lovedOne, onDone }: Props) {
  const countries = useCountries();
  const states = useStates();
  const cities = useCities();
  const save = useSaveLovedOne(userId);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useContractForm({
    resolver: lovedOneResolver,
    defaultValues: lovedOne ? lovedOneValues(lovedOne) : EMPTY_LOVED_ONE,
    focus: "full_name",
  });
  const { register, control, handleSubmit, watch, setValue, getFieldState, formState } = form;
  const { errors } = formState;
  const stateId = watch("state_id");
  const notes = watch("notes");
  const indiaId = india(countries.data)?.country_id;
  const stateOptions = states.data && indiaId ? statesOf(states.data, indiaId) : [];
  const cityOptions = cities.data ? citiesOfState(cities.data, stateId) : [];
  const bounds = dateOfBirthBounds(indiaToday());
  const placesReady = Boolean(states.data && indiaId);

  const onSubmit = handleSubmit(async (checked) => {
    setSubmitError(null);
    const pinProblem = pincodeProblem(checked.pincode, checked.state_id, states.data);
    if (pinProblem) {
      form.setError("pincode", { type: "contract", message: pinProblem }, { shouldFocus: true });
      return;
    }
    try {
      await save.mutateAsync(toSaveLovedOneRequest(userId, checked, lovedOne?.loved_one_id));
      toast.success(LOVED_ONE_MESSAGES.saved, { id: "loved-one-saved" });
      onDone();
    } catch (error) {
      const message = firstErrorMessage(error);
      setSubmitError(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      <p className="text-base text-muted sm:col-span-2">
        All fields are required except the notes. We use these details only to arrange their care.
      </p>

      <FullNameField
        className="sm:col-span-2"
        autoComplete="off"
        error={errors.full_name?.message}
        {...register("full_name")}
      />
      <SelectField
        label="Relationship to you"
        required
        error={errors.relationship?.message}
        {...register("relationship")}
      >
        <option value="">Choose a relationship</option>
        {LOVED_ONE_RELATIONSHIPS.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Date of birth"
        required
        type="date"
        min={bounds.min}
        max={bounds.max}
        error={errors.date_of_birth?.message}
        {...register("date_of_birth")}
      />
      <RadioGroupController
        control={control}
        name="gender"
        className="sm:col-span-2"
        label="Gender"
        required
        columnsClassName="sm:grid-cols-3"
        options={GENDER_OPTIONS}
      />

      <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-1.5 text-xl font-bold text-primary-800">Where care happens</legend>
        <p className="text-base text-muted sm:col-span-2">
          Their home, or wherever our companion should go. We serve families across India.
        </p>
        <TextField
          label="Address"
          required
          className="sm:col-span-2"
          maxLength={200}
          error={errors.address_line?.message}
          {...register("address_line")}
        />
        <PlaceSelect
          control={control}
          name="state_id"
          label="State"
          options={stateOptions.map((s) => ({ id: s.state_id, name: s.state_name }))}
          placeholder={placesReady ? "Choose the state" : LOAD_MESSAGES.statesLoading}
          disabled={!placesReady}
          onPicked={() => setValue("city_id", 0, { shouldValidate: getFieldState("city_id").isTouched })}
        />
        <PlaceSelect
          control={control}
          name="city_id"
          label="City"
          options={cityOptions.map((c) => ({ id: c.city_id, name: c.city_name }))}
          placeholder={cities.data ? "Choose the city" : LOAD_MESSAGES.citiesLoading}
          disabled={!cities.data || stateId === 0}
        />
        <TownNotListed userId={userId} stateId={stateId} />
        <TextField
          label="PIN code"
          required
          inputMode="numeric"
          maxLength={6}
          hint="6 digits"
          error={errors.pincode?.message}
          {...register("pincode")}
        />
      </fieldset>

      <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-1.5 text-xl font-bold text-primary-800">Someone on site</legend>
        <p className="text-base text-muted sm:col-span-2">
          A person our companion can call at the address: a family member, neighbour or housekeeper.
        </p>
        <ContactNameField
          label="Contact's name"
          autoComplete="off"
          error={errors.contact_name?.message}
          {...register("contact_name")}
        />
        <PhoneField
          label="Contact's phone"
          required
          {...dialCodeProps(form, "contact_country_code", "contact_phone")}
          error={errors.contact_phone?.message}
          {...register("contact_phone")}
        />
      </fieldset>

      <CheckboxGroupController
        control={control}
        name="languages"
        className="sm:col-span-2"
        label="Languages they speak"
        required
        hint={`Choose up to ${LOVED_ONE_LANGUAGES_MAX}; we match companions on them.`}
        columnsClassName="grid-cols-2 sm:grid-cols-3"
        options={LANGUAGE_OPTIONS}
      />
      <RadioGroupController
        control={control}
        name="mobility"
        className="sm:col-span-2"
        label="How they get about"
        required
        options={MOBILITY_OPTIONS}
      />
      <TextAreaField
        label="Notes for our companions"
        className="sm:col-span-2"
        rows={5}
        maxLength={LOVED_ONE_NOTES_MAX}
        error={errors.notes?.message}
        hint={
          <>
            {LOVED_ONE_MESSAGES.notesHint}{" "}
            <span className="whitespace-nowrap">
              ({notes.length} / {LOVED_ONE_NOTES_MAX})
            </span>
          </>
        }
        {...register("notes")}
      />

      <div className="sm:col-span-2">
        <FormAlert message={submitError} className="mb-3" />
        <DialogActions label="Save" busy={save.isPending} onCancel={onDone} />
      </div>
    </form>
  );
}
