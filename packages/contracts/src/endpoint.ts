import type { z } from 'zod';
import { ROLE } from './constants';

/**
 * One definition per call. The API registers its handler against it (apps/api/src/lib/route.ts), the web calls
 * it through one typed client (apps/web/src/lib/api-client.ts), and the OpenAPI document is generated from it:
 * path, validation, access and response are written here once and nowhere else. docs/decisions/019 says why
 * this is a small registry of our own rather than ts-rest or oRPC.
 */

/** Who may call: anyone, any signed-in admin (optionally only some roles), or the alarm service with its key. */
export type Access = { kind: 'public' } | { kind: 'session'; roles?: readonly number[] } | { kind: 'serviceKey' };

export const PUBLIC: Access = { kind: 'public' };
export const ANY_ADMIN: Access = { kind: 'session' };
export const sessionWithRoles = (...roles: number[]): Access => ({ kind: 'session', roles });
export const SERVICE_KEY: Access = { kind: 'serviceKey' };
/** Super admins (role 2) only, reads and writes alike: the README's security section lists those calls. */
export const SUPER_ADMIN: Access = sessionWithRoles(ROLE.superAdmin);

/** A file part of a multipart form: the media types accepted (judged by the bytes), and whether it must be there. */
export type FormFile = { types: readonly string[]; required?: boolean; /** Said when a required file is missing. */ requiredMessage?: string };

/** A multipart body: its text fields (the schema the form uses too) and its file parts, by field name. */
export type FormBody = {
  fields: z.ZodType;
  files: Record<string, FormFile>;
  /** The same fields may come as a JSON body (no files then). */
  alsoJson?: boolean;
  /**
   * Fields and files in the order the form shows them: the fields and the required files are judged together
   * and the answer's message is the first problem in this order (without it: the fields', then the files').
   */
  order?: readonly string[];
  /** Said (alone) when a file comes under a name the form does not declare; without it the part is blamed by name. */
  unexpectedFileMessage?: string;
};

/** The statuses an error answer may have; each is documented with the error envelope. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

export type Success =
  /**
   * A JSON answer validated against its schema. `alsoStatus`: a second success status with the same body,
   * which the handler sends itself (an idempotent create answers 201 the first time, 200 for a retry).
   */
  | { status: 200 | 201; schema: z.ZodType; alsoStatus?: 200 | 201 }
  /** A streamed file (CSV exports) or a stream (server-sent events): the handler writes the reply itself. */
  | { status: 200; produces: 'text/csv' | 'text/event-stream' };

export type Endpoint = {
  /** Verb + noun, stable: client generators name their methods after it. */
  operationId: string;
  summary: string;
  /** The feature the call belongs to (one OpenAPI tag per feature). */
  tag: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under /v1, Fastify style (`/device-inventory/:id`): the spec's path exactly. */
  path: `/${string}`;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart body (never together with `body`). */
  form?: FormBody;
  success: Success;
  /** Error statuses beyond those every call of its access may answer (400 with input, 401 and 403 with a session...). */
  errors?: readonly ErrorStatus[];
  /**
   * An error answer with a body of its own, beside the error envelope the same status may still carry (the
   * device import's 400 with its per-row report): documented and serialized as either; the handler sends it.
   */
  errorReport?: { status: ErrorStatus; schema: z.ZodType };
};

/** Keeps the literal types of a definition, so the server and the client see its exact schemas. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export type ParamsOf<E extends Endpoint> = Output<E['params']>;
export type QueryOf<E extends Endpoint> = Output<E['query']>;
/** A JSON body as the handler sees it: parsed by its schema (a form's fields, for a form). */
export type BodyOf<E extends Endpoint> = E['form'] extends FormBody ? z.output<E['form']['fields']> : Output<E['body']>;
/** What the client sends: the schema's input side (defaults may be left out). */
export type ParamsInput<E extends Endpoint> = Input<E['params']>;
export type QueryInput<E extends Endpoint> = Input<E['query']>;
export type BodyInput<E extends Endpoint> = E['form'] extends FormBody ? FormData | z.input<E['form']['fields']> : Input<E['body']>;
/** The JSON answer of a call (undefined for files and streams). */
export type ResponseOf<E extends Endpoint> = E['success'] extends { schema: infer S } ? Output<S> : undefined;
/** What the handler returns: the schema's input side (the serializer validates it). */
export type ReplyOf<E extends Endpoint> = E['success'] extends { schema: infer S } ? Input<S> : undefined;

/**
 * The path with its parameters filled in, each encoded: `/device-inventory/:id` with { id: 7 } gives
 * `/device-inventory/7`. A parameter missing from `params` is a programming error and throws.
 */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
