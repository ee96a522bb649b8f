import type { FastifyInstance } from 'fastify';

/**
 * The route table the security tests walk, read from the app's own OpenAPI document (GET /v1/docs/json),
 * so that a route added by anyone is tested without editing the tests.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  nullable?: boolean;
  /** On a file part of a multipart form (format: binary): the media types the route takes (lib/openapi.ts). */
  'x-media-types'?: string[];
};

export type RouteInfo = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As documented: '/v1/device-inventory/{id}'. */
  path: string;
  pathParams: string[];
  isPublic: boolean;
  /** Called by the alarm service with an `X-Api-Key` service key instead of a session (`security: [{ serviceKey: [] }]`). */
  serviceKey: boolean;
  roles?: number[];
  /** The body's JSON schema (the JSON one when the route takes several) and the media types it is documented for. */
  body?: JsonSchema;
  bodyTypes: string[];
  /** The body's schema under each media type: a multipart form has file parts that JSON cannot carry. */
  bodies: Record<string, JsonSchema>;
  /** Query parameters and their schemas. */
  query: { name: string; schema: JsonSchema }[];
  /** The media types it answers with (a server-sent event stream never ends: inject cannot read it). */
  produces: string[];
};

type Operation = {
  security?: unknown[];
  'x-roles'?: number[];
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

export const label = (route: Pick<RouteInfo, 'method' | 'path'>) => `${route.method} ${route.path}`;

export async function loadRoutes(app: FastifyInstance): Promise<RouteInfo[]> {
  const response = await app.inject({ method: 'GET', url: '/v1/docs/json' });
  if (response.statusCode !== 200) throw new Error(`the OpenAPI document did not load: ${response.statusCode}`);
  const doc = response.json() as { paths: Record<string, Record<string, Operation>> };
  const routes: RouteInfo[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.startsWith('/v1/') || path.startsWith('/v1/docs')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const content = operation.requestBody?.content ?? {};
      const bodyTypes = Object.keys(content);
      const bodies = Object.fromEntries(bodyTypes.map((type) => [type, content[type]?.schema ?? {}]));
      routes.push({
        method: upper as RouteInfo['method'],
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
        isPublic: Array.isArray(operation.security) && operation.security.length === 0,
        serviceKey:
          Array.isArray(operation.security) && operation.security.some((entry) => typeof entry === 'object' && entry !== null && 'serviceKey' in entry),
        roles: operation['x-roles'],
        body: bodies['application/json'] ?? (bodyTypes.length ? bodies[bodyTypes[0]!] : undefined),
        bodyTypes,
        bodies,
        query: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
        produces: [...new Set(Object.values(operation.responses ?? {}).flatMap((response) => Object.keys(response.content ?? {})))],
      });
    }
  }
  return routes;
}

/** The URL to call, with each path parameter given a value (by name, else the default). */
export function urlFor(route: RouteInfo, values: Record<string, string> = {}, fallback = '1'): string {
  return route.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(values[name] ?? fallback));
}
