import {
  ACTION_MESSAGES,
  type ErrorItem,
  type Errors,
  emptyErrors,
  HTTP_MESSAGES,
  TIMINGS,
} from "@eldercare/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { planFixture } from "../test/plan-fixture.ts";
import { type ApiClientDeps, ApiError, createApiClient, firstErrorMessage } from "./api-client.ts";
import type { Notifier } from "./notify.ts";
import { createTokenStore, TOKEN_STORAGE_KEY, type TokenStore } from "./session-token.ts";

vi.mock("./toast.ts", () => ({
  toast: { error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const plan = planFixture();

function envelope(data: unknown, errors: Partial<Errors> = {}, token?: string) {
  return { Data: data, ...(token ? { Token: token } : {}), Errors: { ...emptyErrors(), ...errors } };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function item(Code: string, Message: string): ErrorItem {
  return { Code, Message };
}

interface Harness {
  deps: ApiClientDeps;
  fetch: ReturnType<typeof vi.fn<ApiClientDeps["fetch"]>>;
  sleep: ReturnType<typeof vi.fn<ApiClientDeps["sleep"]>>;
  notify: {
    error: ReturnType<typeof vi.fn>;
    warning: ReturnType<typeof vi.fn>;
    info: ReturnType<typeof vi.fn>;
  };
  tokens: TokenStore;
}

/** A client whose fetch answers with the given responses in order (the last one repeats). */
function harness(...responses: Array<() => Response | Promise<Response>>): Harness {
  let calls = 0;
  const fetch = vi.fn<ApiClientDeps["fetch"]>(async () => {
    const next = responses[Math.min(calls, responses.length - 1)];
    calls += 1;
    if (!next) throw new Error("no response configured");
    return next();
  });
  const sleep = vi.fn<ApiClientDeps["sleep"]>(async () => {});
  const notify = { error: vi.fn(), warning: vi.fn(), info: vi.fn() };
  const memory = new Map<string, string>();
  const tokens = createTokenStore(() => ({
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  }));
  const notifier: Notifier = notify;
  return { deps: { fetch, sleep, tokenStore: tokens, notify: notifier }, fetch, sleep, notify, tokens };
}

function requestOf(
  h: Harness,
  index = 0,
): { url: string; init: RequestInit; headers: Record<string, string> } {
  const call = h.fetch.mock.calls[index];
  if (!call) throw new Error(`fetch was not called ${index + 1} time(s)`);
  const [url, init] = call;
  return { url, init, headers: (init.headers ?? {}) as Record<string, string> };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("apiCall: requests", () => {
  it("GETs /api/<path> from the route table and returns Data", async () => {
    const h = harness(() => json(envelope({ plans: [plan], inclusions: [] })));
    const data = await createApiClient(h.deps).call("fetchSubscriptionPlans");

    expect(data.plans).toEqual([plan]);
    const { url, init, headers } = requestOf(h);
    expect(url).toBe("/api/shared/fetchsubscriptionplans/");
    expect(init.method).toBe("GET");
    expect(init.body).toBeUndefined();
    expect(headers.Authorization).toBeUndefined();
    expect(h.notify.error).not.toHaveBeenCalled();
  });

  it("POSTs a JSON body", async () => {
    const h = harness(() => json(envelope({ id_type: [] })));
    await createApiClient(h.deps).call("getDomainData", { domain_type: ["id_type"] });

    const { url, init, headers } = requestOf(h);
    expect(url).toBe("/api/shared/getdomaindata/");
    expect(init.method).toBe("POST");
    expect(headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ domain_type: ["id_type"] });
  });

  it("sends the stored token as a Bearer token", async () => {
    const h = harness(() => json(envelope({ plans: [], inclusions: [] })));
    h.tokens.set("tok-1");
    await createApiClient(h.deps).call("fetchSubscriptionPlans");
    expect(requestOf(h).headers.Authorization).toBe("Bearer tok-1");
  });

  it("stores a Token the response carries", async () => {
    const h = harness(() => json(envelope({ plans: [], inclusions: [] }, {}, "fresh-token")));
    await createApiClient(h.deps).call("fetchSubscriptionPlans");
    expect(h.tokens.get()).toBe("fresh-token");
  });

  it("keeps the stored token when the response carries none", async () => {
    const h = harness(() => json(envelope({ plans: [], inclusions: [] })));
    h.tokens.set("kept");
    await createApiClient(h.deps).call("fetchSubscriptionPlans");
    expect(h.tokens.get()).toBe("kept");
  });
});

describe("apiCall: envelope errors and toasts", () => {
  it("shows warnings and info of a successful response and still returns Data", async () => {
    const h = harness(() =>
      json(
        envelope(
          { plans: [], inclusions: [] },
          { Warnings: [item("W1", "Careful")], Info: [item("I1", "Heads up")] },
        ),
      ),
    );
    await expect(createApiClient(h.deps).call("fetchSubscriptionPlans")).resolves.toEqual({
      plans: [],
      inclusions: [],
    });
    expect(h.notify.warning).toHaveBeenCalledWith("Careful");
    expect(h.notify.info).toHaveBeenCalledWith("Heads up");
    expect(h.notify.error).not.toHaveBeenCalled();
  });

  it("toasts business and system errors as errors and throws an ApiError", async () => {
    const h = harness(() =>
      json(
        envelope(null, {
          Business_Errors: [item("BE011", "Plan unavailable")],
          System_Errors: [item("SE001", "Internal server error. Please try again later.")],
          Warnings: [item("W1", "Careful")],
        }),
        422,
      ),
    );
    const error = await rejection(createApiClient(h.deps).call("fetchSubscriptionPlans"));

    expect(error.status).toBe(422);
    expect(error.code).toBe("BE011");
    expect(error.messages).toEqual(["Plan unavailable", "Internal server error. Please try again later."]);
    expect(error.message).toBe("Plan unavailable");
    expect(error.errors.Business_Errors).toHaveLength(1);
    expect(h.notify.error.mock.calls).toEqual([
      ["Plan unavailable"],
      ["Internal server error. Please try again later."],
    ]);
    expect(h.notify.warning).toHaveBeenCalledWith("Careful");
  });

  it("treats business errors on a 200 response as a failure", async () => {
    const h = harness(() => json(envelope(null, { Business_Errors: [item("BE005", "No account")] })));
    const error = await rejection(createApiClient(h.deps).call("fetchSubscriptionPlans"));
    expect(error.code).toBe("BE005");
    expect(h.notify.error).toHaveBeenCalledWith("No account");
  });

  it("raises no toasts with { toast: false } but still throws the messages", async () => {
    const h = harness(() =>
      json(
        envelope(null, { Business_Errors: [item("BE001", "Name is required")], Info: [item("I", "x")] }),
        400,
      ),
    );
    const error = await rejection(
      createApiClient(h.deps).call("getDomainData", { domain_type: ["id_type"] }, { toast: false }),
    );
    expect(error.messages).toEqual(["Name is required"]);
    expect(h.notify.error).not.toHaveBeenCalled();
    expect(h.notify.info).not.toHaveBeenCalled();
  });

  it("rejects a 200 response that is not an envelope with the fallback message", async () => {
    const h = harness(() => new Response("<!doctype html><html></html>", { status: 200 }));
    const error = await rejection(createApiClient(h.deps).call("fetchSubscriptionPlans"));
    expect(error.code).toBe("INVALID_RESPONSE");
    expect(h.notify.error).toHaveBeenCalledWith(HTTP_MESSAGES.fallback);
  });

  it("rejects Data that breaks the contract", async () => {
    const h = harness(() => json(envelope({ plans: "nope" })));
    const error = await rejection(createApiClient(h.deps).call("fetchSubscriptionPlans"));
    expect(error.code).toBe("INVALID_RESPONSE");
  });
});

describe("apiCall: HTTP failures without an envelope (spec §8)", () => {
  it.each([
    [401, HTTP_MESSAGES[401]],
    [403, HTTP_MESSAGES[403]],
    [404, HTTP_MESSAGES[404]],
    [500, HTTP_MESSAGES[500]],
    [502, HTTP_MESSAGES[502]],
    [503, HTTP_MESSAGES[503]],
    [418, HTTP_MESSAGES.fallback],
    [400, HTTP_MESSAGES.fallback],
  ])("maps status %i to its message", async (status, message) => {
    const h = harness(() => new Response("upstream said no", { status }));
    const error = await rejection(createApiClient(h.deps).call("fetchSubscriptionPlans"));
    expect(error.status).toBe(status);
    expect(error.code).toBe(`HTTP_${status}`);
    expect(error.messages).toEqual([message]);
    expect(h.notify.error).toHaveBeenCalledTimes(1);
    expect(h.notify.error).toHaveBeenCalledWith(message);
  });

  it("shows the server's message for a 500 when it sent one", async () => {
    const h = harness(() => json({ statusCode: 500, message: "Database is on fire" }, 500));
    const error = await rejection(createApiClient(h.deps).call("fetchSubscriptionPlans"));
    expect(error.messages).toEqual(["Database is on fire"]);
  });

  it("uses the status message when an error envelope has no items", async () => {
    const h = harness(() => json(envelope(null), 503));
    const error = await rejection(createApiClient(h.deps).call("fetchSubscriptionPlans"));
    expect(error.messages).toEqual([HTTP_MESSAGES[503]]);
  });

  it("reports a network error when no response arrives, without retrying", async () => {
    const h = harness(() => {
      throw new TypeError("Failed to fetch");
    });
    const error = await rejection(createApiClient(h.deps).call("fetchSubscriptionPlans"));
    expect(error.status).toBe(0);
    expect(error.code).toBe("NETWORK");
    expect(error.messages).toEqual([HTTP_MESSAGES.network]);
    expect(h.notify.error).toHaveBeenCalledWith(HTTP_MESSAGES.network);
    expect(h.fetch).toHaveBeenCalledTimes(1);
    expect(h.sleep).not.toHaveBeenCalled();
  });

  it("rethrows a cancelled request without a toast", async () => {
    const controller = new AbortController();
    const h = harness(() => {
      controller.abort();
      throw new DOMException("aborted", "AbortError");
    });
    const outcome = await createApiClient(h.deps)
      .call("fetchSubscriptionPlans", undefined, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(outcome).toBeInstanceOf(DOMException);
    expect(h.notify.error).not.toHaveBeenCalled();
  });
});

describe("apiCall: retries (spec §8)", () => {
  it("retries once after 1 s on 401 and returns the retry's Data without a toast", async () => {
    const h = harness(
      () => json(envelope(null, { Business_Errors: [item("BE002", HTTP_MESSAGES[401])] }), 401),
      () => json(envelope({ plans: [plan], inclusions: [] })),
    );
    const data = await createApiClient(h.deps).call("fetchSubscriptionPlans");
    expect(data.plans).toHaveLength(1);
    expect(h.fetch).toHaveBeenCalledTimes(2);
    expect(h.sleep.mock.calls).toEqual([[TIMINGS.retryDelayMs]]);
    expect(TIMINGS.retryDelayMs).toBe(1000);
    expect(h.notify.error).not.toHaveBeenCalled();
  });

  it("retries a 403 after 0.5 s when it carried a Token, and sends that token", async () => {
    const h = harness(
      () => json(envelope(null, { Business_Errors: [item("BE003", HTTP_MESSAGES[403])] }, "renewed"), 403),
      () => json(envelope({ plans: [], inclusions: [] })),
    );
    h.tokens.set("old");
    await createApiClient(h.deps).call("fetchSubscriptionPlans");
    expect(h.sleep.mock.calls).toEqual([[TIMINGS.retryDelayWithTokenMs]]);
    expect(TIMINGS.retryDelayWithTokenMs).toBe(500);
    expect(requestOf(h, 0).headers.Authorization).toBe("Bearer old");
    expect(requestOf(h, 1).headers.Authorization).toBe("Bearer renewed");
  });

  it("retries a 403 without a Token after 1 s", async () => {
    const h = harness(
      () => json(envelope(null, { Business_Errors: [item("BE003", HTTP_MESSAGES[403])] }), 403),
      () => json(envelope({ plans: [], inclusions: [] })),
    );
    await createApiClient(h.deps).call("fetchSubscriptionPlans");
    expect(h.sleep.mock.calls).toEqual([[TIMINGS.retryDelayMs]]);
  });

  it("retries only once, then reports the second failure", async () => {
    const h = harness(() =>
      json(envelope(null, { Business_Errors: [item("BE002", HTTP_MESSAGES[401])] }), 401),
    );
    const error = await rejection(createApiClient(h.deps).call("fetchSubscriptionPlans"));
    expect(error.status).toBe(401);
    expect(error.code).toBe("BE002");
    expect(h.fetch).toHaveBeenCalledTimes(2);
    expect(h.sleep).toHaveBeenCalledTimes(1);
    expect(h.notify.error.mock.calls).toEqual([[HTTP_MESSAGES[401]]]);
  });

  it("does not retry other failures", async () => {
    const h = harness(() => new Response("", { status: 500 }));
    await rejection(createApiClient(h.deps).call("fetchSubscriptionPlans"));
    expect(h.fetch).toHaveBeenCalledTimes(1);
    expect(h.sleep).not.toHaveBeenCalled();
  });
});

describe("toastNotifier", () => {
  beforeEach(() => vi.clearAllMocks());

  it("raises toasts: errors for 5 s, warnings and info with the default duration", async () => {
    const { toast } = await import("./toast.ts");
    const { toastNotifier } = await import("./notify.ts");
    toastNotifier.error("Bad");
    toastNotifier.warning("Hmm");
    toastNotifier.info("Fyi");
    expect(toast.error).toHaveBeenCalledWith(
      "Bad",
      expect.objectContaining({ duration: TIMINGS.errorToastMs }),
    );
    expect(toast.warning).toHaveBeenCalledWith("Hmm", expect.objectContaining({ id: "warning:Hmm" }));
    expect(toast.info).toHaveBeenCalledWith("Fyi", expect.objectContaining({ id: "info:Fyi" }));
  });
});

describe("session token store", () => {
  it("reads, writes and clears through the storage", () => {
    const memory = new Map<string, string>();
    const store = createTokenStore(() => ({
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    }));
    expect(store.get()).toBeNull();
    store.set("abc");
    expect(memory.get(TOKEN_STORAGE_KEY)).toBe("abc");
    expect(store.get()).toBe("abc");
    store.clear();
    expect(store.get()).toBeNull();
  });

  it("falls back to memory when storage throws", () => {
    const store = createTokenStore(() => {
      throw new Error("SecurityError");
    });
    store.set("abc");
    expect(store.get()).toBe("abc");
    store.clear();
    expect(store.get()).toBeNull();
  });

  it("works without any storage", () => {
    const store = createTokenStore(() => undefined);
    store.set("abc");
    expect(store.get()).toBe("abc");
  });
});

describe("apiCall: a final 401 on a member or admin call ends the session (spec §4/§8)", () => {
  const unauthorized = () =>
    json(envelope(null, { Business_Errors: [item("BE002", "Session expired on the server")] }), 401);

  function withHook(h: Harness) {
    const onUnauthorized = vi.fn();
    return { client: createApiClient({ ...h.deps, onUnauthorized }), onUnauthorized };
  }

  it("member call: after the one retry, toasts 'Authentication failed. Please login again.' and calls the hook", async () => {
    const h = harness(unauthorized);
    const { client, onUnauthorized } = withHook(h);
    const error = await rejection(client.call("getProfile", { user_id: 1 }));
    expect(h.fetch).toHaveBeenCalledTimes(2);
    expect(error.status).toBe(401);
    expect(error.messages).toEqual([HTTP_MESSAGES[401]]);
    expect(h.notify.error.mock.calls).toEqual([[HTTP_MESSAGES[401]]]);
    expect(onUnauthorized.mock.calls).toEqual([["member"]]);
  });

  it("admin call: toasts 'Please Login again to continue.' and calls the hook with admin", async () => {
    const h = harness(unauthorized);
    const { client, onUnauthorized } = withHook(h);
    const error = await rejection(client.call("adminDashboard"));
    expect(error.messages).toEqual([ACTION_MESSAGES.loginAgain]);
    expect(h.notify.error.mock.calls).toEqual([[ACTION_MESSAGES.loginAgain]]);
    expect(onUnauthorized.mock.calls).toEqual([["admin"]]);
  });

  it("a retry that succeeds keeps the session", async () => {
    const h = harness(unauthorized, () => json(envelope({ Message: "Logout successful!" })));
    const { client, onUnauthorized } = withHook(h);
    await client.call("userLogout");
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("a public call's 401 does not end the session", async () => {
    const h = harness(unauthorized);
    const { client, onUnauthorized } = withHook(h);
    await rejection(client.call("fetchSubscriptionPlans"));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("handleUnauthorized: false (logout itself) and toast: false stay quiet", async () => {
    const h = harness(unauthorized);
    const { client, onUnauthorized } = withHook(h);
    await rejection(client.call("adminLogout", undefined, { toast: false, handleUnauthorized: false }));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(h.notify.error).not.toHaveBeenCalled();
  });

  it("a 403 is not a logout", async () => {
    const h = harness(() =>
      json(envelope(null, { Business_Errors: [item("BE003", HTTP_MESSAGES[403])] }), 403),
    );
    const { client, onUnauthorized } = withHook(h);
    await rejection(client.call("adminDashboard"));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe("apiCall: admin failures without error items use the spec §8 admin messages", () => {
  it("500 shows the server's message", async () => {
    const h = harness(() => json({ statusCode: 500, message: "Database is on fire" }, 500));
    const error = await rejection(createApiClient(h.deps).call("adminDashboard"));
    expect(error.messages).toEqual(["Database is on fire"]);
  });

  it("any other status shows 'Error encountered please try again later'", async () => {
    const h = harness(() => json({ nothing: true }, 409));
    const error = await rejection(createApiClient(h.deps).call("adminDashboard"));
    expect(error.messages).toEqual([ACTION_MESSAGES.tryLater]);
    expect(h.notify.error.mock.calls).toEqual([[ACTION_MESSAGES.tryLater]]);
  });

  it("the server's own error items still win (a 409's message)", async () => {
    const h = harness(() =>
      json(envelope(null, { Business_Errors: [item("BE409", "Changed meanwhile")] }), 409),
    );
    const error = await rejection(createApiClient(h.deps).call("adminDashboard"));
    expect(error.messages).toEqual(["Changed meanwhile"]);
  });
});

describe("download (a file route: the invoice PDF)", () => {
  const pdf = () =>
    new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
      status: 200,
      headers: { "content-type": "application/pdf" },
    });

  it("sends the body and token like any call and returns the file", async () => {
    const h = harness(pdf);
    h.tokens.set("member-token");
    const blob = await createApiClient(h.deps).download("invoicePdf", { user_id: 3, invoice_id: 9 });
    expect(await blob.text()).toBe("%PDF");
    const { url, init, headers } = requestOf(h);
    expect(url).toBe("/api/users/invoicepdf/");
    expect(init.body).toBe(JSON.stringify({ user_id: 3, invoice_id: 9 }));
    expect(headers.Authorization).toBe("Bearer member-token");
  });

  it("turns a refusal in the envelope into an ApiError with the server's message, shown as a toast", async () => {
    const h = harness(() =>
      json(envelope(null, { Business_Errors: [item("BE004", HTTP_MESSAGES[404])] }), 404),
    );
    const failure = createApiClient(h.deps).download("invoicePdf", { user_id: 3, invoice_id: 9 });
    await expect(failure).rejects.toMatchObject({
      status: 404,
      code: "BE004",
      messages: [HTTP_MESSAGES[404]],
    });
    expect(h.notify.error).toHaveBeenCalledWith(HTTP_MESSAGES[404]);
  });

  it("ends the session after a 401 that its retry did not fix", async () => {
    const h = harness(() =>
      json(envelope(null, { Business_Errors: [item("BE002", HTTP_MESSAGES[401])] }), 401),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({ ...h.deps, onUnauthorized });
    await expect(client.download("invoicePdf", { user_id: 3, invoice_id: 9 })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(h.fetch).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).toHaveBeenCalledWith("member");
  });

  it("returns a JSON file sent as an attachment (the data export)", async () => {
    const file = JSON.stringify({ format_version: 1, loved_ones: [] });
    const h = harness(
      () =>
        new Response(file, {
          status: 200,
          headers: {
            "content-type": "application/json; charset=utf-8",
            "content-disposition": 'attachment; filename="my-data.json"',
          },
        }),
    );
    const blob = await createApiClient(h.deps).download("exportData", { user_id: 3 });
    expect(await blob.text()).toBe(file);
  });

  it("refuses a JSON success where a file was expected", async () => {
    const h = harness(() => json(envelope({ not: "a file" })));
    await expect(
      createApiClient(h.deps).download("invoicePdf", { user_id: 3, invoice_id: 9 }),
    ).rejects.toMatchObject({
      code: "INVALID_RESPONSE",
    });
  });
});

describe("upload (a multipart route: a visit's photo)", () => {
  const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], "visit.jpg", { type: "image/jpeg" });

  it("sends the fields and the file as FormData with the token, and reads the envelope", async () => {
    const h = harness(() => json(envelope({ bytes: 1234, Message: "Photo added to the report." })));
    h.tokens.set("companion-token");
    const data = await createApiClient(h.deps).upload("companionUploadPhoto", { booking_id: 7 }, photo());
    expect(data).toEqual({ bytes: 1234, Message: "Photo added to the report." });
    const { url, init, headers } = requestOf(h);
    expect(url).toBe("/api/companion/uploadphoto/");
    expect(init.method).toBe("POST");
    expect(headers.Authorization).toBe("Bearer companion-token");
    // The browser sets the multipart type with its boundary.
    expect(headers["Content-Type"]).toBeUndefined();
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get("booking_id")).toBe("7");
    expect((form.get("photo") as File).name).toBe("visit.jpg");
  });

  it("turns a refusal into an ApiError with the server's message, quietly when asked", async () => {
    const h = harness(() =>
      json(envelope(null, { Business_Errors: [item("SE005", "The photo is larger than 5 MB.")] }), 413),
    );
    const failure = createApiClient(h.deps).upload("companionUploadPhoto", { booking_id: 7 }, photo(), {
      toast: false,
    });
    await expect(failure).rejects.toMatchObject({
      status: 413,
      messages: ["The photo is larger than 5 MB."],
    });
    expect(h.notify.error).not.toHaveBeenCalled();
  });

  it("refuses a route that takes no upload", async () => {
    const h = harness(() => json(envelope({})));
    await expect(createApiClient(h.deps).upload("adminDashboard", {}, photo())).rejects.toThrow(
      "adminDashboard is not an upload route",
    );
    expect(h.fetch).not.toHaveBeenCalled();
  });
});

describe("firstErrorMessage", () => {
  it("shows the first business error", () => {
    const error = new ApiError({
      status: 422,
      code: "BE006",
      messages: ["Already registered", "Other"],
      errors: {
        Business_Errors: [{ Code: "BE006", Message: "Already registered" }],
        System_Errors: [],
        Warnings: [],
        Info: [],
      },
    });
    expect(firstErrorMessage(error)).toBe("Already registered");
    expect(
      firstErrorMessage(new ApiError({ status: 0, code: "NETWORK", messages: ["Network error."] })),
    ).toBe("Network error.");
  });
});
