import { fillPath, type BodyInput, type Endpoint, type ParamsInput, type QueryInput, type ResponseOf } from '@guardian/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * How an API test calls the API: through the call's contract (packages/contracts), never a path typed by hand, so a
 * test cannot drift from the route it means and its input is checked against the call's schemas
 * (tools/test-paths.ts holds the tests to it).
 *
 *   const response = await request(admin, usersEndpoints.getUser, { params: { userId: user.id } });
 *   response.success().data.email; // typed; throws unless the call succeeded
 *
 * `requestRaw` sends the same way but takes any input: for tests that send what the schemas refuse.
 */

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** Who sends: a signed-in caller (asRole) or its `call`, an app or a TestApp (anonymous), or any inject function. */
export type Caller = Inject | { call: Inject } | Pick<FastifyInstance, 'inject'> | { app: Pick<FastifyInstance, 'inject'> };

type Sent = {
  headers?: Record<string, string>;
  /** Bytes sent as they are instead of a JSON body: a multipart form (multipartBody), or deliberately broken JSON. */
  payload?: InjectOptions['payload'];
  /** The client's address, for the limits counted per address. */
  remoteAddress?: string;
};

export type RequestInput<E extends Endpoint> = Sent & { params?: ParamsInput<E>; query?: QueryInput<E>; body?: BodyInput<E> };
export type RawInput = Sent & { params?: Record<string, unknown>; query?: Record<string, unknown> | string; body?: unknown };

export type ApiResponse<E extends Endpoint> = LightMyRequestResponse & {
  /** The JSON answer typed as the call's success answer; throws (naming status and body) for any other status. */
  success: () => ResponseOf<E>;
};

export function request<E extends Endpoint>(caller: Caller, endpoint: E, input: RequestInput<E> = {}): Promise<ApiResponse<E>> {
  return requestRaw(caller, endpoint, input as RawInput);
}

export async function requestRaw<E extends Endpoint>(caller: Caller, endpoint: E, input: RawInput = {}): Promise<ApiResponse<E>> {
  const response = await injectOf(caller)({
    method: endpoint.method,
    url: pathOf(endpoint, input),
    headers: input.headers,
    payload: input.payload ?? (input.body as InjectOptions['payload']),
    remoteAddress: input.remoteAddress,
  });
  return Object.assign(response, { success: () => successBody(endpoint, response) });
}

/** The call's path under /v1 with its parameters and query filled in: for a test that must open it over a real socket. */
export function pathOf<E extends Endpoint>(endpoint: E, input: Pick<RawInput, 'params' | 'query'> = {}): string {
  return `/v1${fillPath(endpoint.path, input.params)}${queryString(input.query)}`;
}

function injectOf(caller: Caller): Inject {
  if (typeof caller === 'function') return caller;
  if ('call' in caller) return caller.call;
  if ('app' in caller) return (options) => caller.app.inject(options);
  return (options) => caller.inject(options);
}

/**
 * `?a=1&b=x&b=y`: a list repeats its key, as the web's client sends it; undefined leaves the key out. A string is
 * sent as it is (its leading `?` optional): for a test whose query is deliberately malformed.
 */
function queryString(query: RawInput['query']): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query.replace(/^\??/, query ? '?' : '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function successBody<E extends Endpoint>(endpoint: E, response: LightMyRequestResponse): ResponseOf<E> {
  const { success } = endpoint;
  const expected = 'schema' in success ? [success.status, success.alsoStatus] : [success.status];
  if (!expected.includes(response.statusCode as 200 | 201)) {
    throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json() as ResponseOf<E>;
}
