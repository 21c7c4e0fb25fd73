/**
 * Every query key of the web app, in one list: reads name their key here, and writes invalidate
 * these (spec §4 "refresh X after Y"), so no feature needs another feature's constants.
 */
export const queryKeys = {
  profile: (userId: number) => ["profile", userId] as const,
  payments: (userId: number) => ["payments", userId] as const,
  lovedOnes: (userId: number) => ["loved-ones", userId] as const,
  invoice: (invoiceId: number) => ["invoice", invoiceId] as const,
  subscriptionPlans: ["subscription-plans"] as const,
  serviceItems: ["service-items"] as const,
  faqs: ["faqs"] as const,
  countries: ["countries"] as const,
  states: ["states"] as const,
  cities: ["cities"] as const,
  idTypes: ["domain-data", "id_type"] as const,
};
