import type { FastifyContextConfig } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The fields of a multipart form the handler parses itself (readBody + schema.parse). Fastify cannot
     * validate a multipart body, so this only documents it: the OpenAPI document shows the form, and the
     * hostile-input test (test/hostile-input.test.ts) fills its string fields.
     */
    form?: ZodType;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The OpenAPI document tells the truth about access, as the auth hook enforces it: public calls carry
 * `security: []`, role-limited ones `x-roles`. Tests build their route tables from it.
 */
export const openApiTransform: typeof jsonSchemaTransform = (input: TransformInput) => {
  const config = (input.route as { config?: FastifyContextConfig }).config ?? {};
  const schema = { ...(input.schema ?? {}) } as Record<string, unknown>;
  if (!schema.body && config.form) schema.body = config.form;
  if (config.public) schema.security = [];
  if (config.roles) schema['x-roles'] = config.roles;
  return jsonSchemaTransform({ ...input, schema } as TransformInput);
};
