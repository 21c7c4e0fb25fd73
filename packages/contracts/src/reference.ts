import { z } from "zod";
import { SERVICE_KINDS } from "./billing.ts";
import { ASSISTANCE_TYPES, DOMAIN_TYPES } from "./constants.ts";

export const countrySchema = z.object({
  country_id: z.number().int(),
  country_name: z.string(),
  country_code: z.string(),
  dial_code: z.string(),
});
export const getCountriesResponseSchema = z.object({ countries: z.array(countrySchema) });
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = z.object({
  state_id: z.number().int(),
  state_name: z.string(),
  state_code: z.string(),
  country_id: z.number().int(),
});
export const getStatesResponseSchema = z.object({ states: z.array(stateSchema) });
export type State = z.infer<typeof stateSchema>;

export const citySchema = z.object({
  city_id: z.number().int(),
  city_name: z.string(),
  state_id: z.number().int(),
  /** The country of the city's state, so a city list can follow the chosen country. */
  country_id: z.number().int(),
});
export const getCitiesResponseSchema = z.object({ cities: z.array(citySchema) });
export type City = z.infer<typeof citySchema>;

/** shared/getservedplaces/: where the service runs, the Indian cities served, by state (issue 25). */
export const servedPlacesResponseSchema = z.object({
  states: z.array(
    z.object({
      state_id: z.number().int(),
      state_name: z.string(),
      cities: z.array(z.object({ city_id: z.number().int(), city_name: z.string() })),
    }),
  ),
});
export type ServedPlaces = z.infer<typeof servedPlacesResponseSchema>;

export const domainEntrySchema = z.object({ domain_code: z.number().int(), domain_value: z.string() });
export type DomainEntry = z.infer<typeof domainEntrySchema>;

export const getDomainDataRequestSchema = z.strictObject({
  domain_type: z
    .array(z.enum(DOMAIN_TYPES, { error: `domain_type must be one of: ${DOMAIN_TYPES.join(", ")}` }), {
      error: "domain_type must be a list of domain types",
    })
    .min(1, "domain_type must name at least one domain type")
    .max(DOMAIN_TYPES.length, `domain_type can name at most ${DOMAIN_TYPES.length} domain types`),
});
export type GetDomainDataRequest = z.infer<typeof getDomainDataRequestSchema>;

/** One list per asked domain type, keyed by the type: `{ id_type: [{ domain_code, domain_value }] }`. */
export const getDomainDataResponseSchema = z.object({
  id_type: z.array(domainEntrySchema).optional(),
  shift_type: z.array(domainEntrySchema).optional(),
  assistance_type: z.array(domainEntrySchema).optional(),
  relationship: z.array(domainEntrySchema).optional(),
  faq_category: z.array(domainEntrySchema).optional(),
});
export type GetDomainDataResponse = z.infer<typeof getDomainDataResponseSchema>;

export const serviceItemSchema = z.object({
  service_id: z.number().int(),
  service_code: z.string(),
  service_name: z.string(),
  service_description: z.string(),
  assistance_type: z.enum(ASSISTANCE_TYPES),
  /** Which plan inclusion a booking of it uses, and whose monthly allowance it counts against. */
  service_kind: z.enum(SERVICE_KINDS),
  duration_minutes: z.number().int(),
  /** Whether it is booked as a visit; false for emergency help, which is a call to the helpline. */
  bookable: z.boolean(),
  /** Whether a booking of it names a caregiver speciality (shared/fetchspecialities/). */
  needs_speciality: z.boolean(),
});
export const getServiceItemsResponseSchema = z.object({ services: z.array(serviceItemSchema) });
export type ServiceItem = z.infer<typeof serviceItemSchema>;

export const specialitySchema = z.object({
  speciality_id: z.number().int(),
  speciality_code: z.string(),
  speciality_name: z.string(),
  description: z.string(),
});
export const getSpecialitiesResponseSchema = z.object({ specialities: z.array(specialitySchema) });
export type Speciality = z.infer<typeof specialitySchema>;
