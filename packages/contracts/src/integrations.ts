import { z } from 'zod';
import { defineEndpoint, SUPER_ADMIN } from './endpoint';
import { envelope, messageOnly } from './envelope';
import { integrationsMessages } from './messages/integrations';
import { commonMessages } from './messages/common';

/** Service keys of the alarm service (the mobile back end, the wearables' gateway); only super admins manage them. */
export const API_KEY = {
  nameMax: 100,
  /** `gk_` then 40 random base64url characters: recognisable in a leaked log, long enough never to be guessed. */
  prefix: 'gk_',
  /** How many characters of the key the list shows, so an operator can tell keys apart. */
  shownPrefixLength: 10,
  /** Calls a key may make per minute before it is answered 429 (a runaway client must not flood the desk). */
  callsPerMinute: 600,
} as const;

export const apiKeyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the key ('gk_AbCdEfG'), never the whole key. */
  keyPrefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyRow = z.infer<typeof apiKeyRow>;

export const createApiKeyBody = z.object({
  name: z.string().trim().min(1, integrationsMessages.nameRequired).max(API_KEY.nameMax, commonMessages.validation.tooLong(API_KEY.nameMax)),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>;

/** The whole key, in the one answer that ever holds it: it is stored hashed. */
export const createdApiKey = z.object({ id: z.number().int(), name: z.string(), key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

export const apiKeyIdParams = z.object({ id: z.coerce.number().int().positive() });

const tag = 'integrations';

export const integrationsEndpoints = {
  create: defineEndpoint({
    operationId: 'createApiKey',
    summary: 'Create a service key for the alarm service; the key is in this answer only',
    tag,
    method: 'POST',
    path: '/admin/api-keys',
    access: SUPER_ADMIN,
    body: createApiKeyBody,
    success: { status: 201, schema: envelope(createdApiKey) },
  }),
  list: defineEndpoint({
    operationId: 'listApiKeys',
    summary: 'The service keys that are not revoked, newest first',
    tag,
    method: 'GET',
    path: '/admin/api-keys',
    access: SUPER_ADMIN,
    success: { status: 200, schema: envelope(z.array(apiKeyRow)) },
  }),
  revoke: defineEndpoint({
    operationId: 'revokeApiKey',
    summary: 'Revoke a service key: its next call is refused with 401',
    tag,
    method: 'DELETE',
    path: '/admin/api-keys/:id',
    access: SUPER_ADMIN,
    params: apiKeyIdParams,
    success: { status: 200, schema: messageOnly },
    errors: [404],
  }),
};
