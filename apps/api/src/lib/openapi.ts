import type { FastifyContextConfig } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { errorBody, ROLE, type FormFile } from '@guardian/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The text fields of a form the handler parses itself (readBody + schema.parse): the same zod schema.
     * Fastify cannot validate a multipart body, so this only documents it: the OpenAPI document shows the
     * form under each media type of `schema.consumes`, and the hostile-input tests fill its string fields.
     */
    form?: ZodType;
    /** The file parts of that form, by field name: documented under multipart/form-data only. */
    formFiles?: Record<string, FormFile>;
  }
}

/**
 * Zod schemas the document shows once, as components, and references everywhere else: the error envelope is
 * on every operation, and a generated client gets one `Error` type for all of them. A registry of our own,
 * not zod's global one, so nothing else's JSON schema changes.
 */
export const documentedSchemas = z.registry<{ id: string }>();
documentedSchemas.add(errorBody, { id: 'Error' });

const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: documentedSchemas });

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformOutput = ReturnType<typeof jsonSchemaTransform>;
type ObjectSchema = { properties?: Record<string, unknown>; required?: string[] };

const MULTIPART = 'multipart/form-data';
const JSON_TYPE = 'application/json';

/** A binary string, as OpenAPI 3.0 describes a file part; `x-media-types` says which files the handler takes. */
const fileProperty = (file: FormFile) => ({ type: 'string', format: 'binary', description: `A file: ${file.types.join(', ')}.`, 'x-media-types': file.types });

/**
 * What each answer means, for integrators reading the document. Error answers are always the JSON envelope
 * `{ message, errors? }`, also on calls that answer a CSV file or an event stream.
 */
const RESPONSES: Record<number, string> = {
  200: 'OK.',
  201: 'Created.',
  400: 'The input was refused and nothing changed: `message` says why (fit to show), `errors` names each field at fault.',
  401: 'No valid credentials: none sent, wrong, revoked, or a session that has ended.',
  403: 'Not allowed: the account is not active, or its role may not make this call.',
  404: 'Not found.',
  409: 'Conflict with the current state (a duplicate, or a step that no longer applies); nothing changed. A duplicate names its field in `errors`.',
  413: 'Too large: an upload over its limit.',
  415: 'Unsupported media type: a file whose content is not one this call takes.',
  429: 'Too many calls or attempts: `message` says how long to wait.',
  503: 'The database is unreachable for a moment: retry after the seconds in Retry-After.',
};
const SERVICE_KEY_RESPONSES: Record<number, string> = {
  401: 'No X-Api-Key header, or a key that is unknown or revoked.',
  429: `The key made more calls in the last minute than it may: retry after the seconds in Retry-After.`,
};

const retryAfter = { 'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds to wait before calling again.' } };

/** A 200 beside a 201 (`alsoStatus`): an idempotent create or append answered again. */
const RETRY_RESPONSE = 'A retry of an earlier call: nothing changed, and the answer holds the record as it is now.';

/** Each zod answer under its media type with what it means, so an error envelope is never listed as CSV. */
function describedResponses(response: Record<string, unknown>, serviceKey: boolean, produces: string | undefined) {
  const idempotent = '200' in response && '201' in response;
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]) => {
      const code = Number(status);
      const mediaType = code < 300 && produces ? produces : JSON_TYPE;
      const own = serviceKey ? SERVICE_KEY_RESPONSES[code] : undefined;
      const description = (idempotent && code === 200 ? RETRY_RESPONSE : own) ?? RESPONSES[code] ?? 'See the summary.';
      return [status, { description, content: { [mediaType]: { schema } } }];
    }),
  );
}

/**
 * The form (already JSON schema) under each media type the route consumes, its file parts added under
 * multipart/form-data: a client sending JSON cannot send the files.
 */
function formContent(output: TransformOutput, consumes: readonly string[], files: Record<string, FormFile>): TransformOutput {
  const fields = output.schema.body as ObjectSchema;
  const requiredFiles = Object.keys(files).filter((name) => files[name]?.required);
  const multipart = {
    ...fields,
    properties: { ...fields.properties, ...Object.fromEntries(Object.entries(files).map(([name, file]) => [name, fileProperty(file)])) },
    ...(fields.required || requiredFiles.length ? { required: [...(fields.required ?? []), ...requiredFiles] } : {}),
  };
  const content = Object.fromEntries(consumes.map((type) => [type, { schema: type === MULTIPART ? multipart : fields }]));
  return { ...output, schema: { ...output.schema, body: { content } } };
}

/**
 * The document after the JSON schemas are made: a file or event stream answer documented as such, the
 * service key's Retry-After headers.
 */
function finishResponses(output: TransformOutput, produces: string | undefined, serviceKey: boolean): TransformOutput {
  const response = { ...(output.schema.response as Record<string, Record<string, unknown>> | undefined) };
  if (produces && !Object.keys(response).some((status) => status.startsWith('2'))) {
    const what = produces === 'text/event-stream' ? 'A stream of server-sent events that stays open.' : 'The file.';
    response['200'] = { description: what, content: { [produces]: { schema: { type: 'string' } } } };
  }
  if (serviceKey) {
    for (const status of ['429', '503']) if (response[status]) response[status] = { ...response[status], headers: retryAfter };
  }
  return { ...output, schema: { ...output.schema, response } };
}

/**
 * The OpenAPI document tells the truth about access, as the auth hook enforces it: public calls carry
 * `security: []`, the alarm service's `serviceKey`, every other call `bearer`; role-limited ones `x-roles`.
 * A form the handler parses itself (`config.form`) is the documented body. Tests build their route tables
 * from it; apps/api/src/lib/openapi-document.ts completes the document around the operations.
 */
export const openApiTransform: typeof jsonSchemaTransform = (input: TransformInput) => {
  const config = (input.route as { config?: FastifyContextConfig }).config ?? {};
  const schema = { ...(input.schema ?? {}) } as Record<string, unknown>;
  const form = !schema.body && config.form;
  if (form) schema.body = form;
  schema.security = config.public ? [] : config.serviceKey ? [{ serviceKey: [] }] : [{ bearer: [] }];
  if (config.roles) {
    schema['x-roles'] = config.roles;
    const names = config.roles.map((role) => `role ${role}${role === ROLE.superAdmin ? ' (super admins)' : role === ROLE.admin ? ' (admins)' : ''}`);
    schema.description = `Only ${names.join(' and ')} may make this call; others are answered 403.`;
  }
  const produces = Array.isArray(schema.produces) ? (schema.produces[0] as string | undefined) : undefined;
  if (schema.response) schema.response = describedResponses(schema.response as Record<string, unknown>, Boolean(config.serviceKey), produces);
  let output = jsonSchemaTransform({ ...input, schema } as TransformInput);
  if (output.schema.hide) return output;
  output = finishResponses(output, produces, Boolean(config.serviceKey));
  if (!form) return output;
  const consumes = Array.isArray(schema.consumes) && schema.consumes.length > 0 ? (schema.consumes as string[]) : [MULTIPART];
  return formContent(output, consumes, config.formFiles ?? {});
};
