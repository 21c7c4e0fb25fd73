import {
  ACTION_MESSAGES,
  API,
  API_BASE,
  type ApiBody,
  type ApiData,
  type ApiName,
  type Errors,
  emptyErrors,
  errorItemSchema,
  HTTP_MESSAGES,
  type RouteAuth,
  type RouteContract,
  TIMINGS,
} from "@eldercare/contracts";
import { z } from "zod";
import { ApiError } from "./api-error.ts";
import { type Notifier, toastNotifier } from "./notify.ts";
import { sessionToken, type TokenStore } from "./session-token.ts";
import { unauthorized } from "./unauthorized.ts";

export { ApiError, type ApiErrorInit, firstErrorMessage } from "./api-error.ts";
export { setUnauthorizedHandler } from "./unauthorized.ts";

/**
 * The one HTTP client of the web app (spec §6–§9): typed from the contract route table, sends the
 * session token, stores a returned token, reads the envelope, raises toasts for its errors, warnings
 * and info, maps HTTP failures to the spec §8 messages and retries once on 401/403. No request timeout.
 */

export interface CallOptions {
  /** `false`: raise no toasts for this call; the caller shows `ApiError.messages` itself (inline). */
  toast?: boolean;
  /** Cancels the request (TanStack Query passes one); a cancelled call rejects without a toast. */
  signal?: AbortSignal;
  /**
   * `false`: a final 401 does not end the session (used by logout itself, whose failure is ignored).
   * By default a 401 from a member or admin call ends the session (spec §8), see `onUnauthorized`.
   */
  handleUnauthorized?: boolean;
}

export interface ApiClientDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  sleep: (ms: number) => Promise<void>;
  tokenStore: TokenStore;
  notify: Notifier;
  /**
   * Spec §4/§8: called once when a member or admin call is still refused with 401 after its retry.
   * The app ends the session here (one place for the rule); the client has already shown the message.
   */
  onUnauthorized?: (auth: Exclude<RouteAuth, "public">) => void;
}

/** Arguments after the route name: the body (required when the route has one) and options. */
export type CallArgs<N extends ApiName> =
  ApiBody<N> extends undefined
    ? [body?: undefined, options?: CallOptions]
    : [body: ApiBody<N>, options?: CallOptions];

export interface ApiClient {
  call<N extends ApiName>(name: N, ...args: CallArgs<N>): Promise<ApiData<N>>;
  /**
   * For a route whose success is a file (an invoice PDF, the data export): the same rules, the file
   * instead of Data.
   */
  download<N extends ApiName>(name: N, ...args: CallArgs<N>): Promise<Blob>;
  /**
   * For a multipart upload route (its contract has `upload`: a photo, issue 26): the text fields and the
   * one file as FormData, with the session token; the same envelope, rules and toasts as `call`.
   */
  upload<N extends ApiName>(
    name: N,
    fields: UploadFields,
    file: Blob,
    options?: CallOptions,
  ): Promise<ApiData<N>>;
}

/** The text fields of a multipart upload (the contract's `upload.fields` checks them on the server). */
export type UploadFields = Record<string, string | number>;

const itemList = z.array(errorItemSchema).optional().default([]);

/** A usable envelope: an object with an `Errors` object; missing lists count as empty. */
const envelopeShape = z.object({
  Data: z.unknown(),
  Token: z.string().min(1).optional(),
  Errors: z.object({
    Business_Errors: itemList,
    System_Errors: itemList,
    Warnings: itemList,
    Info: itemList,
  }),
});
type ParsedEnvelope = z.infer<typeof envelopeShape>;

const plainMessageShape = z.union([
  z.object({ message: z.string().min(1) }),
  z.object({ Message: z.string().min(1) }),
]);

/** Spec §8 message for an HTTP failure that carried no error items of its own. */
export function httpStatusMessage(status: number, serverMessage?: string): string {
  switch (status) {
    case 401:
      return HTTP_MESSAGES[401];
    case 403:
      return HTTP_MESSAGES[403];
    case 404:
      return HTTP_MESSAGES[404];
    case 500:
      return serverMessage ?? HTTP_MESSAGES[500];
    case 502:
      return HTTP_MESSAGES[502];
    case 503:
      return HTTP_MESSAGES[503];
    default:
      return HTTP_MESSAGES.fallback;
  }
}

/**
 * Spec §8 admin messages for an HTTP failure that carried no error items of its own: 500 → the server's
 * message, anything else 'Error encountered please try again later' (401 is handled before, with logout).
 */
export function adminStatusMessage(status: number, serverMessage?: string): string {
  if (status === 401) return ACTION_MESSAGES.loginAgain;
  if (status === 500) return serverMessage ?? HTTP_MESSAGES[500];
  return ACTION_MESSAGES.tryLater;
}

/**
 * Spec §8: the message for a final 401 on a protected call — admin calls say 'Please Login again to
 * continue.', member calls 'Authentication failed. Please login again.'.
 */
export function unauthorizedMessage(auth: Exclude<RouteAuth, "public">): string {
  return auth === "admin" ? ACTION_MESSAGES.loginAgain : HTTP_MESSAGES[401];
}

/** Spec §8: one retry after 1 s on 401; one retry on 403, after 0.5 s when that response carried a Token. */
export function retryDelayFor(status: number, carriedToken: boolean): number | null {
  if (status === 401) return TIMINGS.retryDelayMs;
  if (status === 403) return carriedToken ? TIMINGS.retryDelayWithTokenMs : TIMINGS.retryDelayMs;
  return null;
}

function urlOf(route: RouteContract): string {
  return `${API_BASE}${route.path.replace(/^\/+/, "")}`;
}

/**
 * A file answer: anything but JSON, or JSON sent as an attachment (the data export is a JSON file;
 * refusals always come back as the envelope, never as an attachment).
 */
function isFile(response: Response): boolean {
  const type = response.headers.get("content-type") ?? "";
  const disposition = response.headers.get("content-disposition") ?? "";
  return !type.includes("application/json") || /^\s*attachment/i.test(disposition);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface Received {
  status: number;
  ok: boolean;
  envelope: ParsedEnvelope | null;
  /** A `message` from a JSON body that is not an envelope (used for 500). */
  plainMessage: string | undefined;
  /** The body of a successful file response (download). */
  file?: Blob;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  /** Toasts in spec §8 order of severity: errors, then warnings, then info. */
  function report(errorMessages: readonly string[], errors: Errors, show: boolean): void {
    if (!show) return;
    for (const message of errorMessages) deps.notify.error(message);
    for (const item of errors.Warnings) deps.notify.warning(item.Message);
    for (const item of errors.Info) deps.notify.info(item.Message);
  }

  function fail(error: ApiError, show: boolean): never {
    report(error.messages, error.errors, show);
    throw error;
  }

  async function send(
    route: RouteContract,
    body: unknown,
    signal: AbortSignal | undefined,
    expectFile: boolean,
  ): Promise<Received> {
    const headers: Record<string, string> = { Accept: "application/json" };
    const token = deps.tokenStore.get();
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method: route.method, headers, credentials: "same-origin" };
    if (body instanceof FormData) {
      // The browser writes the multipart Content-Type with its boundary.
      init.body = body;
    } else if (route.method !== "GET" && body !== undefined) {
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    if (signal) init.signal = signal;

    const response = await deps.fetch(urlOf(route), init);
    if (expectFile && response.ok && isFile(response)) {
      return {
        status: response.status,
        ok: true,
        envelope: null,
        plainMessage: undefined,
        file: await response.blob(),
      };
    }
    const json = parseJson(await response.text());
    const envelope = envelopeShape.safeParse(json);
    const plain = envelope.success ? undefined : plainMessageShape.safeParse(json);
    let plainMessage: string | undefined;
    if (plain?.success) plainMessage = "message" in plain.data ? plain.data.message : plain.data.Message;
    return {
      status: response.status,
      ok: response.ok,
      envelope: envelope.success ? envelope.data : null,
      plainMessage,
    };
  }

  /** One request with the spec §8 rules (retry, 401, error messages); resolves with a successful response. */
  async function exchange(
    route: RouteContract,
    body: unknown,
    options: CallOptions | undefined,
    expectFile: boolean,
  ): Promise<Received & { errors: Errors }> {
    const show = options?.toast !== false;
    const signal = options?.signal;

    const attempt = async (): Promise<Received> => {
      let received: Received;
      try {
        received = await send(route, body, signal, expectFile);
      } catch (error) {
        if (signal?.aborted) throw error;
        return fail(new ApiError({ status: 0, code: "NETWORK", messages: [HTTP_MESSAGES.network] }), show);
      }
      if (received.envelope?.Token) deps.tokenStore.set(received.envelope.Token);
      return received;
    };

    let received = await attempt();
    const delay = retryDelayFor(received.status, received.envelope?.Token !== undefined);
    if (delay !== null) {
      await deps.sleep(delay);
      received = await attempt();
    }

    const { status, envelope } = received;
    const errors: Errors = envelope ? envelope.Errors : emptyErrors();
    const errorItems = [...errors.Business_Errors, ...errors.System_Errors];

    if (status === 401 && route.auth !== "public" && options?.handleUnauthorized !== false) {
      const error = new ApiError({
        status,
        code: errorItems[0]?.Code ?? `HTTP_${status}`,
        messages: [unauthorizedMessage(route.auth)],
        errors,
      });
      report(error.messages, error.errors, show);
      deps.onUnauthorized?.(route.auth);
      throw error;
    }

    if (!received.ok || errorItems.length > 0) {
      const messages =
        errorItems.length > 0
          ? errorItems.map((item) => item.Message)
          : route.auth === "admin"
            ? [adminStatusMessage(status, received.plainMessage)]
            : [httpStatusMessage(status, received.plainMessage)];
      return fail(
        new ApiError({ status, code: errorItems[0]?.Code ?? `HTTP_${status}`, messages, errors }),
        show,
      );
    }
    return { ...received, errors };
  }

  async function call<N extends ApiName>(name: N, ...args: CallArgs<N>): Promise<ApiData<N>> {
    const [body, options] = args;
    return dataOf<N>(API[name], body, options);
  }

  /** One call whose success is the envelope's Data, checked against the route's response schema. */
  async function dataOf<N extends ApiName>(
    route: RouteContract,
    body: unknown,
    options: CallOptions | undefined,
  ): Promise<ApiData<N>> {
    const show = options?.toast !== false;
    const { status, envelope, errors } = await exchange(route, body, options, false);
    const data = envelope ? route.data.safeParse(envelope.Data) : null;
    if (!data?.success) {
      return fail(
        new ApiError({ status, code: "INVALID_RESPONSE", messages: [HTTP_MESSAGES.fallback], errors }),
        show,
      );
    }
    report([], errors, show);
    return data.data as ApiData<N>;
  }

  async function download<N extends ApiName>(name: N, ...args: CallArgs<N>): Promise<Blob> {
    const [body, options] = args;
    const received = await exchange(API[name], body, options, true);
    if (received.file) return received.file;
    return fail(
      new ApiError({
        status: received.status,
        code: "INVALID_RESPONSE",
        messages: [HTTP_MESSAGES.fallback],
        errors: received.errors,
      }),
      options?.toast !== false,
    );
  }

  async function upload<N extends ApiName>(
    name: N,
    fields: UploadFields,
    file: Blob,
    options?: CallOptions,
  ): Promise<ApiData<N>> {
    const route: RouteContract = API[name];
    if (!route.upload) throw new Error(`${name} is not an upload route`);
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    form.append(route.upload.file, file, file instanceof File ? file.name : route.upload.file);
    return dataOf<N>(route, form, options);
  }

  return { call, download, upload };
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The app's client: real fetch, real timers, the localStorage token and sonner toasts. */
export const apiClient: ApiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  sleep: realSleep,
  tokenStore: sessionToken,
  notify: toastNotifier,
  onUnauthorized: (auth) => unauthorized(auth),
});

export const apiCall: ApiClient["call"] = (name, ...args) => apiClient.call(name, ...args);
export const apiDownload: ApiClient["download"] = (name, ...args) => apiClient.download(name, ...args);
export const apiUpload: ApiClient["upload"] = (name, fields, file, options) =>
  apiClient.upload(name, fields, file, options);
