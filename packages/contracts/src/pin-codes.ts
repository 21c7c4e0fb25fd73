/**
 * India's PIN codes begin with ranges by state (India Post's postal circles): the first three digits
 * say where a PIN code is. A PIN code that cannot belong to the chosen state is refused (issue 25: a
 * Delhi PIN, 110001, was accepted for a Chennai address). Where circles overlap (Chandigarh and Punjab,
 * Goa within Maharashtra's range, Sikkim within West Bengal's) each state lists its own prefixes, so an
 * address is never refused for a PIN code that is truly its own.
 */
const RANGES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  AN: [[744, 744]],
  AP: [
    [507, 509],
    [515, 535],
  ],
  AR: [[790, 792]],
  AS: [[781, 788]],
  BR: [[800, 855]],
  CG: [[490, 497]],
  CH: [[160, 160]],
  DH: [
    [362, 362],
    [396, 396],
  ],
  DL: [[110, 110]],
  GA: [[403, 403]],
  GJ: [[360, 396]],
  HP: [[171, 177]],
  HR: [[121, 136]],
  JH: [[813, 835]],
  JK: [[180, 194]],
  KA: [[560, 591]],
  KL: [[670, 695]],
  LA: [[194, 194]],
  LD: [[682, 682]],
  MH: [[400, 445]],
  ML: [[793, 794]],
  MN: [[795, 795]],
  MP: [[450, 488]],
  MZ: [[796, 796]],
  NL: [[797, 798]],
  OD: [[751, 770]],
  PB: [[140, 160]],
  PY: [
    [533, 533],
    [605, 605],
    [607, 607],
    [609, 609],
    [673, 673],
  ],
  RJ: [[301, 345]],
  SK: [[737, 737]],
  TN: [[600, 643]],
  TR: [[799, 799]],
  TS: [[500, 509]],
  UK: [
    [244, 249],
    [262, 263],
  ],
  UP: [[201, 285]],
  WB: [[700, 743]],
};

/**
 * Whether a 6-digit PIN code can belong to the Indian state or union territory with this code (the ISO
 * 3166-2 suffix, as shared/getstates/ gives it). A code with no ranges (a region abroad) is not checked.
 */
export function pincodeFitsState(pincode: string, stateCode: string): boolean {
  const ranges = RANGES[stateCode];
  if (!ranges || !/^\d{6}$/.test(pincode)) return true;
  const prefix = Number(pincode.slice(0, 3));
  return ranges.some(([from, to]) => prefix >= from && prefix <= to);
}

/** The refusal, naming the state chosen. */
export const pincodeNotInState = (stateName: string) =>
  `This PIN code is not in ${stateName}. Please check the PIN code, or choose the state it belongs to.`;
