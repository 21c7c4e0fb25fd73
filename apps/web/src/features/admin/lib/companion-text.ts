/**
 * The console's words for companions that the contracts do not hold (COMPANION_MESSAGES has the rules'
 * and the server's): loading and empty states, progress toasts, the list's badges.
 */
export const COMPANION_TEXT = {
  saving: "Saving the companion. Please Wait...",
  savingAvailability: "Saving availability. Please Wait...",
  listLoading: "Loading companions...",
  listFailed: "The companions could not be loaded.",
  none: "No companions match these filters.",
  loading: "Loading the companion...",
  failed: "This companion could not be loaded.",
  notFoundHint:
    "They may have been removed, or the address is wrong. Go back to the list and search for them.",
  wholeCity: "Whole city",
  missing: "Missing",
  active: "Active",
  inactive: "Inactive",
  assignable: "Can be sent on visits",
  notAssignable: "Not yet assignable",
  /** Active with the three checks but no weekly shift (issue 42). */
  needsShifts: "Cannot be sent until shifts are added",
  pincodesRequired: "Please list the PIN codes they cover, or choose the whole city",
  leaveFromRequired: "Please choose the first day of leave",
  leaveToRequired: "Please choose the last day of leave",
  noLeave: "No leave planned.",
  noShifts: "No shifts chosen: they cannot be sent on any visit until some are.",
  photoHeading: "Photo",
  photoAlt: (name: string) => `Photo of ${name}`,
  noPhoto: "No photo yet. Families see the photo of the companion coming to their visit.",
  newPhotoLabel: "A new photo (JPEG, PNG or WebP, up to 5 MB)",
  photoHint: "Location and camera details are removed before it is kept. A new photo replaces the old one.",
  uploadPhoto: "Upload photo",
  savingPhoto: "Saving the photo. Please Wait...",
} as const;
