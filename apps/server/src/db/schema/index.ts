export * from "./billing.ts";
export * from "./enquiries.ts";
export * from "./faqs.ts";
export * from "./identity.ts";
export * from "./loved-ones.ts";
export * from "./notifications.ts";
export * from "./questions.ts";
export * from "./reference.ts";
