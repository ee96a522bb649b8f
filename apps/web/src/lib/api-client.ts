import { session } from './session';

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

export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = session.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`/v1${path}`, { ...init, headers });
  } catch {
    throw new ApiError(0, 'Network error');
  }
  if (response.ok) return response;
  let body: { message?: string; errors?: Record<string, string> } = {};
  try {
    body = await response.json();
  } catch {
    // A proxy's HTML error page: fall back to the status.
  }
  if (response.status === 401 && token) onSessionEnded();
  throw new ApiError(response.status, body.message ?? response.statusText, body.errors);
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
