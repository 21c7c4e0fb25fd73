/*
 * The envelope's values (an empty error list, an answer, a refusal), apart from its schemas: a page that
 * only recognises a failure need not load zod (docs/decisions/0096).
 */
import type { ErrorItem, Errors } from "./envelope.ts";

export interface Envelope<T> {
  Data: T;
  Token?: string;
  Errors: Errors;
}

export function emptyErrors(): Errors {
  return { Business_Errors: [], System_Errors: [], Warnings: [], Info: [] };
}

export function okEnvelope<T>(data: T, token?: string): Envelope<T> {
  return token === undefined
    ? { Data: data, Errors: emptyErrors() }
    : { Data: data, Token: token, Errors: emptyErrors() };
}

export type ErrorKind = keyof Errors;

export function errorEnvelope(kind: ErrorKind, items: ErrorItem[]): Envelope<null> {
  const errors = emptyErrors();
  errors[kind] = items;
  return { Data: null, Errors: errors };
}
