import type { ApiClient } from "./api-client.ts";

/**
 * `apiCall` for the reads a public page makes: the API client (and the contract schemas it checks
 * answers with) loads with the first call, not with the page. A prerendered page arrives with its data,
 * so its first load makes no call at all.
 */
export const lazyApiCall: ApiClient["call"] = async (name, ...args) =>
  (await import("./api-client.ts")).apiCall(name, ...args);

/** `apiUpload`, loading the client with the first upload (the companion's queued photo). */
export const lazyApiUpload: ApiClient["upload"] = async (name, fields, file, options) =>
  (await import("./api-client.ts")).apiUpload(name, fields, file, options);
