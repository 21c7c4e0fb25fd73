import {
  API,
  API_BASE,
  type ApiBody,
  type ApiData,
  type ApiName,
  type ErrorItem,
  type ErrorKind,
  errorEnvelope,
  okEnvelope,
} from "@eldercare/contracts";
import { onTestFinished, vi } from "vitest";

/** A reply other than success: an HTTP status with the server's envelope. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** A file the server sends instead of the envelope (a photo: image/jpeg bytes). */
export class FileReply {
  constructor(
    readonly bytes: Uint8Array<ArrayBuffer>,
    readonly type = "image/jpeg",
  ) {}
}

/** A photo as the server sends one: a few JPEG bytes. */
export const photoReply = () => new FileReply(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));

/** The server refusing a call as it does: the status and one error item in the envelope. */
export function refuse(status: number, item: ErrorItem, kind: ErrorKind = "Business_Errors"): Reply {
  return new Reply(status, errorEnvelope(kind, [item]));
}

/** Data (wrapped in the envelope with status 200), a refusal, or a reply that never comes (a pending call). */
type Answer<N extends ApiName> = ApiData<N> | Reply | FileReply | Promise<ApiData<N> | Reply | FileReply>;
export type Handlers = { [N in ApiName]?: Answer<N> | ((body: ApiBody<N>) => Answer<N>) };

export interface ApiStub {
  /** The bodies sent to one route, in order (JSON as the server receives it). */
  bodies<N extends ApiName>(name: N): ApiBody<N>[];
  /** The multipart forms sent to an upload route, in order: each field's text, and the file as a File. */
  uploads(name: ApiName): Record<string, FormDataEntryValue>[];
  /** Changes what one route answers from now on. */
  answer<N extends ApiName>(name: N, answer: Handlers[N]): void;
}

const ROUTE_OF = new Map(
  (Object.keys(API) as ApiName[]).map((name) => [`${API[name].method} ${API_BASE}${API[name].path}`, name]),
);

/**
 * Stubs `fetch` at the edge: the app's real client (`apiCall`), its envelope handling and the contracts'
 * response schemas all run; only the server is replaced. A call to a route the test gave no answer for
 * fails the test (it would otherwise surface as a vague network error).
 */
export function stubApi(handlers: Handlers): ApiStub {
  const answers: Handlers = { ...handlers };
  const sent: { name: ApiName; body: unknown }[] = [];
  const unexpected: string[] = [];

  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? "GET"} ${url}`;
    const name = ROUTE_OF.get(key);
    const body =
      typeof init.body === "string"
        ? JSON.parse(init.body)
        : init.body instanceof FormData
          ? Object.fromEntries(init.body.entries())
          : undefined;
    const handler = name ? answers[name] : undefined;
    if (!name || handler === undefined) {
      unexpected.push(key);
      return json(501, { message: `No answer stubbed for ${key}` });
    }
    sent.push({ name, body });
    const answer = await (typeof handler === "function"
      ? (handler as (b: unknown) => unknown)(body)
      : handler);
    if (answer instanceof FileReply) {
      return new Response(answer.bytes, { status: 200, headers: { "content-type": answer.type } });
    }
    return answer instanceof Reply ? json(answer.status, answer.body) : json(200, okEnvelope(answer));
  });
  onTestFinished(() => {
    if (unexpected.length > 0) throw new Error(`Calls with no stubbed answer: ${unexpected.join(", ")}`);
  });

  return {
    bodies: <N extends ApiName>(name: N) =>
      sent.filter((s) => s.name === name).map((s) => s.body as ApiBody<N>),
    uploads: (name) =>
      sent.filter((s) => s.name === name).map((s) => s.body as Record<string, FormDataEntryValue>),
    answer: (name, answer) => {
      answers[name] = answer as never;
    },
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}
