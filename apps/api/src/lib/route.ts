import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { en, errorBody, type BodyOf, type Endpoint, type ErrorStatus, type FormBody, type ParamsOf, type QueryOf, type ReplyOf } from '@guardian/contracts';
import { whileClientListens } from './cancel-on-disconnect';
import { badRequest } from './errors';
import { readBody, type FileReaders, type StreamedFile, type UploadedFile } from './multipart';

/** What a handler is given: the request's parts already validated by the endpoint's schemas. */
export type HandlerInput<E extends Endpoint, C = never> = {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The form's file parts (only declared field names get here); content is for the service to check. */
  files: UploadedFile[];
  /** The file parts read while they arrived, by the route's `readFiles` (lib/multipart.ts FileReader). */
  streamed: StreamedFile<C>[];
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A JSON answer, or the reply itself when the handler streamed a file or events. */
export type Handler<E extends Endpoint, C = never> = (input: HandlerInput<E, C>) => Promise<ReplyOf<E> | FastifyReply>;

/** Errors any call may answer, by access: input errors, a missing or ended session, a role refused... */
function errorStatuses(endpoint: Endpoint): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(endpoint.errors ?? []);
  if (endpoint.errorReport) statuses.add(endpoint.errorReport.status);
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.form) statuses.add(400);
  if (endpoint.form) statuses.add(413);
  if (endpoint.access.kind !== 'public') statuses.add(401);
  if (endpoint.access.kind === 'session' && endpoint.access.roles) statuses.add(403);
  // The alarm service retries these: its key's rate limit, and the database unreachable for a moment (Retry-After).
  if (endpoint.access.kind === 'serviceKey') for (const status of [429, 503] as const) statuses.add(status);
  return [...statuses].sort();
}

function accessConfig(endpoint: Endpoint): FastifyContextConfig {
  const { access } = endpoint;
  const config: FastifyContextConfig = {};
  if (access.kind === 'public') config.public = true;
  if (access.kind === 'serviceKey') config.serviceKey = true;
  if (access.kind === 'session' && access.roles) config.roles = [...access.roles];
  if (endpoint.form) {
    config.form = endpoint.form.fields;
    config.formFiles = endpoint.form.files;
  }
  return config;
}

function schemaOf(endpoint: Endpoint): FastifySchema {
  const { success } = endpoint;
  const response: Record<number, unknown> = {};
  if ('schema' in success) {
    response[success.status] = success.schema;
    if (success.alsoStatus) response[success.alsoStatus] = success.schema;
  }
  for (const status of errorStatuses(endpoint)) response[status] = errorBody;
  // The report first: an envelope is not a report, so errors thrown with that status still serialize as envelopes.
  if (endpoint.errorReport) response[endpoint.errorReport.status] = z.union([endpoint.errorReport.schema, errorBody]);
  const schema: Record<string, unknown> = {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    response,
  };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.form) schema.consumes = endpoint.form.alsoJson ? ['multipart/form-data', 'application/json'] : ['multipart/form-data'];
  if ('produces' in success) schema.produces = [success.produces];
  return schema as FastifySchema;
}

/**
 * Reads the form and judges its fields (with the form's schema) and its required files together, so the form
 * learns every problem at once, the first in the form's `order` as the message; then refuses file parts the
 * form does not declare.
 */
async function readForm<C>(
  form: FormBody,
  request: FastifyRequest,
  readers: FileReaders<C>,
): Promise<{ body: unknown; files: UploadedFile[]; streamed: StreamedFile<C>[] }> {
  const { fields, files, streamed } = await readBody(request, readers);
  const sent = [...files, ...streamed];
  const parsed = form.fields.safeParse(fields);
  const problems: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) problems[issue.path.join('.') || '_'] ??= issue.message;
  for (const [name, declared] of Object.entries(form.files)) {
    if (declared.required && !sent.some((file) => file.fieldname === name)) problems[name] ??= declared.requiredMessage ?? en.api.validationFailed;
  }
  const first = form.order?.find((name) => problems[name]) ?? Object.keys(problems)[0];
  if (first) throw badRequest(problems[first] ?? en.api.validationFailed, problems);
  const undeclared = sent.find((file) => !form.files[file.fieldname]);
  if (undeclared) {
    throw form.unexpectedFileMessage
      ? badRequest(form.unexpectedFileMessage)
      : badRequest(en.api.validationFailed, { [undeclared.fieldname]: en.api.unexpectedFilePart });
  }
  return { body: parsed.data, files, streamed };
}

/**
 * Registers `handler` for `endpoint`: path, method, validation (multipart forms included), access, response
 * schema and OpenAPI entry all come from the definition in contracts, none from here. `readFiles`: the form's
 * file fields read while they arrive (a large upload judged as it streams), by field name; the others are buffered.
 */
export function route<E extends Endpoint, C = never>(app: FastifyInstance, endpoint: E, handler: Handler<E, C>, readFiles: FileReaders<C> = {}): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: accessConfig(endpoint),
    schema: schemaOf(endpoint),
    handler: async (request, reply) => {
      const answer = async () => {
        const form = endpoint.form ? await readForm(endpoint.form, request, readFiles) : { body: request.body, files: [], streamed: [] };
        const input = {
          params: request.params,
          query: request.query,
          body: form.body,
          files: form.files,
          streamed: form.streamed,
          request,
          reply,
        } as HandlerInput<E, C>;
        const result = await handler(input);
        if ((result as unknown) === reply) return reply;
        if (endpoint.success.status !== 200) reply.status(endpoint.success.status);
        return result;
      };
      // A read (lists, exports, pages) is worth nothing once its client has gone: its statements end with it. A
      // write is left to finish (an alarm sent over a dropping connection must still be stored).
      return endpoint.method === 'GET' ? whileClientListens(reply, answer) : answer();
    },
  });
}
