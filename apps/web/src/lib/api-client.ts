import type { z } from 'zod';
import { fillPath, type BodyInput, type Endpoint, type FormBody, type ParamsInput, type QueryInput, type ResponseOf } from '@guardian/contracts/endpoint';
import { session } from './session';
import { language } from './i18n';

/** An error answer of the API: its status and the message the server says is fit to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Called when the server says the session is over, so the app can go back to the login page. */
let onSessionEnded: () => void = () => {};
export function setSessionEndedHandler(handler: () => void) {
  onSessionEnded = handler;
}

/**
 * The headers every call sends: the session's token, and the app's language, in which the server answers its
 * messages (English when it has not that one).
 */
function callHeaders(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}`, 'Accept-Language': language } : { 'Accept-Language': language };
}

type ErrorBody = { message?: string; errors?: Record<string, string> };

/**
 * The one rule for an error answer, for fetch and for upload alike: a 401 to a call that carried a token means
 * the session is over; the error carries the server's message, or the status text when the body had none (a
 * proxy's HTML error page).
 */
function answerError(status: number, statusText: string, body: ErrorBody, sentToken: string | null): ApiError {
  if (status === 401 && sentToken) onSessionEnded();
  return new ApiError(status, body.message ?? statusText, body.errors);
}

export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = session.token();
  for (const [name, value] of Object.entries(callHeaders(token))) headers.set(name, value);
  let response: Response;
  try {
    response = await fetch(`/v1${path}`, { ...init, headers });
  } catch {
    throw new ApiError(0, 'Network error');
  }
  if (response.ok) return response;
  let body: ErrorBody = {};
  try {
    body = await response.json();
  } catch {
    // Not JSON: answerError falls back to the status text.
  }
  throw answerError(response.status, response.statusText, body, token);
}

export async function api<T>(path: string, options: { method?: string; query?: Query; body?: unknown } = {}): Promise<T> {
  const isForm = options.body instanceof FormData;
  const response = await apiFetch(withQuery(path, options.query), {
    method: options.method ?? 'GET',
    headers: options.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
  });
  return (await response.json()) as T;
}

export type Envelope<T> = { message: string; data: T };

/** What a call sends: the parts its definition declares, each typed by its schema's input side. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: ParamsInput<E> } : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: QueryInput<E> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: BodyInput<E> } : E['form'] extends FormBody ? { body: BodyInput<E> } : { body?: undefined });

/** A call that needs no params, query or body may be made with no input at all. */
type OptionalWhenEmpty<Input> = Record<string, never> extends Input ? [Input?] : [Input];

/** The URL of a call under /v1 (without the /v1), its parameters filled in and its query appended. */
export function urlOf<E extends Endpoint>(endpoint: E, input: CallInput<E>): string {
  return withQuery(fillPath(endpoint.path, input.params as Record<string, unknown> | undefined), input.query as Query | undefined);
}

/**
 * The one way the web calls the API: the endpoint's definition gives the method and the path, and its
 * response type the result; no path is typed and no answer cast anywhere else.
 */
export async function call<E extends Endpoint>(endpoint: E, ...[input]: OptionalWhenEmpty<CallInput<E>>): Promise<ResponseOf<E>> {
  const parts = (input ?? {}) as CallInput<E>;
  return api<ResponseOf<E>>(fillPath(endpoint.path, parts.params as Record<string, unknown> | undefined), {
    method: endpoint.method,
    query: parts.query as Query | undefined,
    body: parts.body,
  });
}

/** The answer of a streamed file (CSV export) as it came, for `downloadFile` to save. */
export function fetchFile<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<Response> {
  return apiFetch(urlOf(endpoint, input), { method: endpoint.method });
}

/**
 * A form with files, with upload progress: XMLHttpRequest, because only it reports progress. Its headers and its
 * error answers (an ended session too) go through the same `callHeaders` and `answerError` as `apiFetch`.
 * `accept` lets a caller take some error answers as results (the device import's 400 with its per-row report).
 */
export function upload<E extends Endpoint, Extra = never>(
  endpoint: E,
  input: CallInput<E> & { body: FormData },
  options: { onProgress?: (percent: number) => void; accept?: (status: number, body: unknown) => Extra | undefined } = {},
): Promise<ResponseOf<E> | Extra> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, `/v1${urlOf(endpoint, input)}`);
    const token = session.token();
    for (const [name, value] of Object.entries(callHeaders(token))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => event.lengthComputable && options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    xhr.onload = () => {
      let body: ErrorBody = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: answerError falls back to the status text.
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as unknown as ResponseOf<E>);
      const accepted = options.accept?.(xhr.status, body);
      if (accepted !== undefined) return resolve(accepted);
      reject(answerError(xhr.status, xhr.statusText, body, token));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    xhr.send(input.body);
  });
}
