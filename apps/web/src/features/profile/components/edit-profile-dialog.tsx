import { LOAD_MESSAGES, PROFILE_MESSAGES, type Profile } from "@eldercare/contracts";
import { useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FullNameField } from "../../../components/ui/full-name-field.tsx";
import { PlaceSelect } from "../../../components/ui/place-select.tsx";
import { RelationshipPicker } from "../../../components/ui/relationship-picker.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import {
  citiesOfState,
  pincodeProblem,
  statesOf,
  useCities,
  useCountries,
  useStates,
} from "../../../lib/places.ts";
import { toast } from "../../../lib/toast.ts";
import { useModifyProfile } from "../api/use-modify-profile.ts";
import {
  changesNothing,
  type ProfileFormValues,
  postalCodeLabel,
  profileFormSchema,
  profileFormValues,
  toModifyProfileRequest,
} from "../lib/profile-form.ts";

interface Props {
  profile: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The General tab's Edit: name, relationships and postal address; only what changed is sent. */
export function EditProfileDialog({ profile, open, onOpenChange }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit your details"
      size="md"
      fullScreenOnPhone
      description="Change your name, who the care is for, or your postal address."
    >
      {/* Mounted only while open, so each opening starts from the profile as it stands. */}
      {open ? <EditProfileForm profile={profile} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function EditProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const countries = useCountries();
  const states = useStates();
  const cities = useCities();
  const modify = useModifyProfile(profile.user_id);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const hadAddress = profile.address_line !== null;
  const resolver = useMemo(
    () =>
      contractResolver<ProfileFormValues, ProfileFormValues>(
        profileFormSchema(countries.data, { addressRequired: hadAddress }),
      ),
    [countries.data, hadAddress],
  );
  const form = useContractForm<ProfileFormValues>({
    resolver,
    defaultValues: profileFormValues(profile),
    focus: "user_name",
  });
  const { register, control, handleSubmit, watch, setValue, trigger, getFieldState, formState } = form;
  const { errors } = formState;
  const countryId = watch("country_id");
  const stateId = watch("state_id");
  const country = countries.data?.find((c) => c.country_id === countryId);
  const stateOptions = states.data ? statesOf(states.data, countryId) : [];
  const cityOptions = cities.data ? citiesOfState(cities.data, stateId) : [];
  const pinLabel = postalCodeLabel(country?.country_code);

  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(null);
    const body = toModifyProfileRequest(profile, values);
    if (changesNothing(body)) {
      setSubmitError(PROFILE_MESSAGES.nothingToChange);
      return;
    }
    const pinProblem = body.pincode ? pincodeProblem(body.pincode, body.state_id ?? 0, states.data) : null;
    if (pinProblem) {
      form.setError("pincode", { type: "contract", message: pinProblem }, { shouldFocus: true });
      return;
    }
    try {
      await modify.mutateAsync(body);
      toast.success(PROFILE_MESSAGES.updated, { id: "profile-updated" });
      onDone();
    } catch (error) {
      const message = firstErrorMessage(error);
      setSubmitError(message);
    }
  });

  // A place chosen before may not belong to the new country or state: it is cleared.
  const revalidate = (field: "state_id" | "city_id") => ({
    shouldValidate: getFieldState(field).isTouched,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      <FullNameField className="sm:col-span-2" error={errors.user_name?.message} {...register("user_name")} />

      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="user_relation"
          render={({ field, fieldState }) => (
            <RelationshipPicker
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                void trigger("user_relation");
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>

      <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-1.5 text-xl font-bold text-primary-800">Postal address</legend>
        <p className="text-base text-muted sm:col-span-2">
          {hadAddress
            ? "Your address is kept whole: change any part and save it together."
            : "Optional. If you add it, please give every part. It is printed on your future invoices."}
        </p>
        <TextField
          label="Address"
          required={hadAddress}
          className="sm:col-span-2"
          autoComplete="street-address"
          maxLength={200}
          error={errors.address_line?.message}
          {...register("address_line")}
        />
        <PlaceSelect
          control={control}
          name="country_id"
          label="Country"
          required={hadAddress}
          options={countries.data?.map((c) => ({ id: c.country_id, name: c.country_name })) ?? []}
          placeholder={countries.data ? "Choose your country" : LOAD_MESSAGES.countriesLoading}
          disabled={!countries.data}
          onPicked={() => {
            setValue("state_id", 0, revalidate("state_id"));
            setValue("city_id", 0, revalidate("city_id"));
            if (getFieldState("pincode").isTouched) void trigger("pincode");
          }}
        />
        <PlaceSelect
          control={control}
          name="state_id"
          label="State"
          required={hadAddress}
          options={stateOptions.map((s) => ({ id: s.state_id, name: s.state_name }))}
          placeholder={states.data ? "Choose your state" : LOAD_MESSAGES.statesLoading}
          disabled={!states.data || countryId === 0}
          onPicked={() => setValue("city_id", 0, revalidate("city_id"))}
        />
        <PlaceSelect
          control={control}
          name="city_id"
          label="City"
          required={hadAddress}
          options={cityOptions.map((c) => ({ id: c.city_id, name: c.city_name }))}
          placeholder={cities.data ? "Choose your city" : LOAD_MESSAGES.citiesLoading}
          disabled={!cities.data || stateId === 0}
        />
        <TextField
          label={pinLabel}
          required={hadAddress}
          autoComplete="postal-code"
          inputMode={country?.country_code === "IN" ? "numeric" : "text"}
          maxLength={10}
          error={errors.pincode?.message}
          {...register("pincode")}
        />
      </fieldset>

      <div className="sm:col-span-2">
        <FormAlert message={submitError} className="mb-3" />
        <DialogActions label="Save changes" busy={modify.isPending} onCancel={onDone} />
      </div>
    </form>
  );
}
