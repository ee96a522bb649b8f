import type { FastifyContextConfig } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** A file part of a multipart form: the media types the handler accepts (judged by the bytes), and whether it must be there. */
export type FormFile = { types: readonly string[]; required?: boolean };

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

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformOutput = ReturnType<typeof jsonSchemaTransform>;
type ObjectSchema = { properties?: Record<string, unknown>; required?: string[] };

const MULTIPART = 'multipart/form-data';

/** A binary string, as OpenAPI 3.0 describes a file part; `x-media-types` says which files the handler takes. */
const fileProperty = (file: FormFile) => ({ type: 'string', format: 'binary', description: `A file: ${file.types.join(', ')}.`, 'x-media-types': file.types });

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
 * The OpenAPI document tells the truth about access, as the auth hook enforces it: public calls carry
 * `security: []`, role-limited ones `x-roles`; and a form the handler parses itself (`config.form`) is the
 * documented body. Tests build their route tables from it.
 */
export const openApiTransform: typeof jsonSchemaTransform = (input: TransformInput) => {
  const config = (input.route as { config?: FastifyContextConfig }).config ?? {};
  const schema = { ...(input.schema ?? {}) } as Record<string, unknown>;
  const form = !schema.body && config.form;
  if (form) schema.body = form;
  if (config.public) schema.security = [];
  if (config.roles) schema['x-roles'] = config.roles;
  const output = jsonSchemaTransform({ ...input, schema } as TransformInput);
  if (!form || output.schema.hide) return output;
  const consumes = Array.isArray(schema.consumes) && schema.consumes.length > 0 ? (schema.consumes as string[]) : [MULTIPART];
  return formContent(output, consumes, config.formFiles ?? {});
};
