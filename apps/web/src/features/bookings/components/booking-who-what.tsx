import {
  type AssistanceType,
  LOAD_MESSAGES,
  type LovedOne,
  type PlanUsage,
  type ServiceItem,
} from "@eldercare/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useController, useWatch } from "react-hook-form";
import { EmergencyNotice } from "../../../components/emergency-call.tsx";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { useSpecialities } from "../api/use-specialities.ts";
import type { BookingFormApi } from "../lib/booking-request.ts";
import {
  allowanceSentence,
  bookableServices,
  durationLabel,
  groupServices,
  isIncluded,
  serviceOptionLabel,
} from "../lib/service-options.ts";
import { LovedOnePicker } from "./loved-one-picker.tsx";

interface Props {
  form: BookingFormApi;
  lovedOnes: readonly LovedOne[];
  usage: PlanUsage;
  services: UseQueryResult<ServiceItem[]>;
  /** The service chosen, once the catalogue has it. */
  service: ServiceItem | undefined;
}

/** The plan's word on who its visits cover, under the loved ones. */
function coverHint(usage: PlanUsage, lovedOnes: readonly LovedOne[]): string | undefined {
  const count = usage.subscription?.beneficiary_count_dtls;
  if (count === "Single" && lovedOnes.length > 1) {
    return "Your Single plan covers one person: its visits are for the person you first book for. A Couple plan covers two.";
  }
  return count === "Couple" ? "Your Couple plan covers both of them." : undefined;
}

/**
 * Section 1 of the booking form: who the visit is for (their care address becomes the visit's), and
 * the service, narrowed by assistance type, with a speciality when the catalogue says it needs one.
 */
export function BookingWhoWhat({ form, lovedOnes, usage, services, service }: Props) {
  const uid = useId();
  const { register, control, setValue, formState } = form;
  const { errors, isSubmitted } = formState;
  // Only narrows the list of services; it is not part of the booking.
  const [assistance, setAssistance] = useState<AssistanceType | "">("");
  const { field: lovedOne } = useController({ control, name: "loved_one_id" });
  const specialityId = useWatch({ control, name: "speciality_id" });
  const specialities = useSpecialities();
  const inclusions = usage.inclusions;
  const bookable = bookableServices(services.data ?? []);

  function chooseLovedOne(l: LovedOne) {
    lovedOne.onChange(l.loved_one_id);
    lovedOne.onBlur();
    const opts = { shouldValidate: isSubmitted };
    setValue("address_line", l.address_line, opts);
    setValue("pincode", l.pincode, opts);
  }

  return (
    <section aria-labelledby={`${uid}-what`} className="space-y-6">
      <h2 id={`${uid}-what`} className="text-2xl font-bold">
        1. Who and what
      </h2>
      <LovedOnePicker
        lovedOnes={lovedOnes}
        value={lovedOne.value}
        onChange={chooseLovedOne}
        onBlur={lovedOne.onBlur}
        error={errors.loved_one_id?.message}
        hint={coverHint(usage, lovedOnes)}
      />
      {services.isPending ? (
        <LoadingNotice>{LOAD_MESSAGES.servicesLoading}</LoadingNotice>
      ) : services.isError ? (
        <LoadError
          title={LOAD_MESSAGES.servicesFailed}
          error={services.error}
          onRetry={() => void services.refetch()}
        />
      ) : (
        <div className="grid gap-5 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
          <SelectField
            label="Assistance type"
            value={assistance}
            hint="Narrows the list of services."
            onChange={(event) => {
              const next = event.target.value as AssistanceType | "";
              setAssistance(next);
              if (next && service && service.assistance_type !== next) {
                setValue("service_id", 0, { shouldValidate: isSubmitted });
              }
            }}
          >
            <option value="">All types</option>
            {groupServices(bookable, "").map((g) => (
              <option key={g.type} value={g.type}>
                {g.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Service"
            required
            error={errors.service_id?.message}
            hint={
              service
                ? `${service.service_description} About ${durationLabel(service.duration_minutes)}. ${allowanceSentence(service, inclusions)}`
                : "Each service shows what it uses of your plan this month."
            }
            {...register("service_id", {
              setValueAs: (v: unknown) => Number(v) || 0,
              onChange: (event: { target: { value: string } }) => {
                const next = services.data.find((s) => s.service_id === Number(event.target.value));
                if (!next?.needs_speciality) setValue("speciality_id", null);
              },
            })}
          >
            <option value="0">Choose a service</option>
            {groupServices(bookable, assistance).map((g) => (
              <optgroup key={g.type} label={g.label}>
                {g.services.map((s) => (
                  <option key={s.service_id} value={s.service_id} disabled={!isIncluded(s, inclusions)}>
                    {serviceOptionLabel(s, inclusions)}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          {service?.needs_speciality ? (
            <SelectField
              label="Speciality"
              required
              className="md:col-start-2"
              error={errors.speciality_id?.message}
              hint={
                specialities.data?.find((s) => s.speciality_id === specialityId)?.description ??
                "The kind of caregiver this visit needs."
              }
              {...register("speciality_id", { setValueAs: (v: unknown) => Number(v) || null })}
            >
              <option value="">Choose a speciality</option>
              {(specialities.data ?? []).map((s) => (
                <option key={s.speciality_id} value={s.speciality_id}>
                  {s.speciality_name}
                </option>
              ))}
            </SelectField>
          ) : null}
          <div className="md:col-span-2">
            <EmergencyNotice headingLevel={3} />
          </div>
        </div>
      )}
    </section>
  );
}
