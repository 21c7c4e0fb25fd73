/** The service's name as its messages to families and visitors sign it. */
export const BRAND_NAME = "SeniorCare Relief";

/** The closing lines of every email to a family or visitor (after the body, with a blank line first). */
export const SIGN_OFF_LINES = ["", "With warm regards,", `The ${BRAND_NAME} care team`] as const;
