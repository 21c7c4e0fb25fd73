/** How a message reaches a person: a text to their phone, or an email. */
export type Channel = "sms" | "email";
