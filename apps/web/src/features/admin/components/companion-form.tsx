import {
  type AdminCompanionDetail,
  APP_LANGUAGE_NAMES,
  APP_LANGUAGES,
  CHECK_EXPIRY_TEXT,
  COMPANION_CHECK_FIELDS,
  COMPANION_CHECK_LABELS,
  COMPANION_CHECK_VALID_FIELDS,
  COMPANION_CHECK_VALIDITY_MONTHS,
  COMPANION_CHECKS,
  COMPANION_MESSAGES,
  type CompanionCheck,
  indiaToday,
  LANGUAGES,
  LOAD_MESSAGES,
  VISIT_KIND_LABELS,
  VISIT_KINDS,
} from "@eldercare/contracts";
import { type Control, useController } from "react-hook-form";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import {
  CheckboxGroupController,
  CheckboxGroupField,
  RadioGroupController,
} from "../../../components/ui/option-group-field.tsx";
import { PlaceSelect } from "../../../components/ui/place-select.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { citiesOfState, india, statesOf, useCities, useCountries, useStates } from "../../../lib/places.ts";
import { useModifyCompanion } from "../api/use-modify-companion.ts";
import { useSpecialities } from "../api/use-specialities.ts";
import {
  type CompanionValues,
  companionResolver,
  companionValues,
  EMPTY_COMPANION,
  fieldOfRefusal,
  prefilledValidUntil,
  toModifyCompanionRequest,
} from "../lib/companion-request.ts";
import { useServerRefusal } from "../lib/use-server-refusal.ts";
import { LoginContactFields } from "./login-contact-fields.tsx";

interface Props {
  /** The companion being edited; absent: a new one. */
  companion?: AdminCompanionDetail | undefined;
  /** After a save: the companion as saved (the server's message is already a toast). */
  onSaved: (companion: AdminCompanionDetail) => void;
  onCancel: () => void;
}

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l, label: l }));
/** The app's languages (issue 46) by their English name, then their own ("Hindi (हिन्दी)"). */
const APP_LANGUAGE_LABELS = { en: "English", hi: "Hindi", bn: "Bengali", ta: "Tamil" } as const;
const KIND_OPTIONS = VISIT_KINDS.map((k) => ({ value: k, label: VISIT_KIND_LABELS[k] }));
const AREA_OPTIONS = [
  { value: "city", label: "The whole city" },
  { value: "pincodes", label: "Only these PIN codes" },
] as const;

/**
 * A companion's details in the console (issue 26): who they are (the phone is their login), what they
 * speak and do, where they go, their three checks with dates and the last day each holds (issue 45), and
 * whether they are active. Every rule is the contract's; the server's refusal shows beside its field (a
 * phone or email in use, a valid-until date) or above Save.
 */
export function CompanionForm({ companion, onSaved, onCancel }: Props) {
  const countries = useCountries();
  const states = useStates();
  const cities = useCities();
  const save = useModifyCompanion();
  const form = useContractForm({
    resolver: companionResolver,
    defaultValues: companion ? companionValues(companion) : EMPTY_COMPANION,
    focus: "full_name",
  });
  const { register, control, handleSubmit, watch, setValue, getValues, getFieldState, formState } = form;
  const { errors } = formState;
  const stateId = watch("state_id");
  const area = watch("area");
  const indiaId = india(countries.data)?.country_id;
  const stateOptions = states.data && indiaId ? statesOf(states.data, indiaId) : [];
  const cityOptions = cities.data ? citiesOfState(cities.data, stateId) : [];
  const placesReady = Boolean(states.data && indiaId);
  const today = indiaToday();
  const { submitError, saving } = useServerRefusal(form.setError, fieldOfRefusal);

  /**
   * A check's date changed: its valid-until date follows (the usual term) while the team has not typed
   * another, and is checked again once it has been shown wrong.
   */
  function dateChanged(check: CompanionCheck, before: string, after: string) {
    const field = COMPANION_CHECK_VALID_FIELDS[check];
    const next = prefilledValidUntil(check, getValues(field) ?? "", before, after);
    const checkAgain = getFieldState(field).invalid || formState.isSubmitted;
    if (next !== null) setValue(field, next, { shouldValidate: checkAgain });
  }

  const onSubmit = handleSubmit((checked) =>
    saving(async () => {
      const saved = await save.mutateAsync(toModifyCompanionRequest(checked, companion?.companion_id));
      onSaved(saved.companion);
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6 sm:grid-cols-2" data-testid="companion-form">
      <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-1.5 text-xl font-bold text-primary-800">Who they are</legend>
        <LoginContactFields
          fields={{ full_name: register("full_name"), phone: register("phone"), email: register("email") }}
          errors={errors}
          email={{ label: "Email (optional)", required: false }}
        />
      </fieldset>

      <fieldset className="grid gap-5 sm:col-span-2">
        <legend className="mb-1.5 text-xl font-bold text-primary-800">What they do</legend>
        <CheckboxGroupController
          control={control}
          name="languages"
          label="Languages they speak"
          required
          columnsClassName="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
          options={LANGUAGE_OPTIONS}
        />
        <CheckboxGroupController
          control={control}
          name="service_kinds"
          label="Kinds of visit"
          required
          columnsClassName="sm:grid-cols-3"
          options={KIND_OPTIONS}
        />
        <SpecialitiesField control={control} />
        <SelectField
          label="Language of their app"
          hint="The companion's app opens in it; they can change it on their phone."
          error={errors.language?.message}
          {...register("language")}
        >
          {APP_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {code === "en"
                ? APP_LANGUAGE_LABELS.en
                : `${APP_LANGUAGE_LABELS[code]} (${APP_LANGUAGE_NAMES[code]})`}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-1.5 text-xl font-bold text-primary-800">Where they go</legend>
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
        <RadioGroupController
          control={control}
          name="area"
          className="sm:col-span-2"
          label="Area they cover"
          required
          options={AREA_OPTIONS}
        />
        {area === "pincodes" ? (
          <TextField
            label="PIN codes"
            required
            className="sm:col-span-2"
            inputMode="numeric"
            autoComplete="off"
            hint="6 digits each, separated by commas or spaces: 700019, 700020"
            error={errors.pincodes?.message}
            {...register("pincodes")}
          />
        ) : null}
      </fieldset>

      <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-3">
        <legend className="mb-1.5 text-xl font-bold text-primary-800">Checks</legend>
        <p className="text-base text-muted sm:col-span-3">
          The day each was done; leave it empty until it is. {COMPANION_MESSAGES.notAssignable}{" "}
          {CHECK_EXPIRY_TEXT.formIntro}
        </p>
        {COMPANION_CHECKS.map((check) => {
          const field = COMPANION_CHECK_FIELDS[check];
          const validField = COMPANION_CHECK_VALID_FIELDS[check];
          const date = register(field);
          const onDate = watch(field);
          return (
            <div key={check} className="grid content-start gap-3">
              <TextField
                label={COMPANION_CHECK_LABELS[check]}
                type="date"
                max={today}
                error={errors[field]?.message}
                {...date}
                onChange={(event) => {
                  const before = getValues(field);
                  const after = event.target.value;
                  void date.onChange(event).then(() => dateChanged(check, before, after));
                }}
              />
              <TextField
                label={
                  <>
                    {CHECK_EXPIRY_TEXT.validUntilLabel}
                    <span className="sr-only"> ({COMPANION_CHECK_LABELS[check]})</span>
                  </>
                }
                type="date"
                min={onDate || undefined}
                hint={CHECK_EXPIRY_TEXT.validUntilHint(COMPANION_CHECK_VALIDITY_MONTHS[check])}
                error={errors[validField]?.message}
                {...register(validField)}
              />
            </div>
          );
        })}
      </fieldset>

      <label className="flex min-h-11 items-center gap-3 font-semibold sm:col-span-2">
        <input type="checkbox" className="size-5 shrink-0 accent-primary-700" {...register("is_active")} />
        Active (untick to stop sending them on visits)
      </label>

      <div className="sm:col-span-2">
        <FormAlert message={submitError} className="mb-3" />
        <DialogActions
          label={companion ? "Save changes" : "Add companion"}
          busy={save.isPending}
          onCancel={onCancel}
        />
      </div>
    </form>
  );
}

/** The specialities (optional) as check boxes; the form keeps their ids. */
function SpecialitiesField({ control }: { control: Control<CompanionValues> }) {
  const specialities = useSpecialities();
  const { field, fieldState } = useController({ control, name: "speciality_ids" });
  if (!specialities.data || specialities.data.length === 0) return null;
  const options = specialities.data.map((s) => ({
    value: String(s.speciality_id),
    label: s.speciality_name,
  }));
  return (
    <CheckboxGroupField
      label="Specialities (optional)"
      columnsClassName="sm:grid-cols-2 lg:grid-cols-3"
      options={options}
      value={field.value.map(String)}
      error={fieldState.error?.message}
      onBlur={field.onBlur}
      onChange={(next) => {
        field.onChange(next.map(Number));
        field.onBlur();
      }}
    />
  );
}
