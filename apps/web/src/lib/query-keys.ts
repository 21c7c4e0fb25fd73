/**
 * Query keys that more than one feature touches (spec §4 "refresh X after Y" rules become
 * invalidations of these), kept here so features need not import each other.
 */
export const queryKeys = {
  profile: (userId: number) => ["profile", userId] as const,
  payments: (userId: number) => ["payments", userId] as const,
  invoice: (invoiceId: number) => ["invoice", invoiceId] as const,
};
