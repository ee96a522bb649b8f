import type { SwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_KEY } from '@guardian/contracts';
import { documentedSchemas, openApiTransform } from './openapi';

/**
 * The OpenAPI document around the operations (served at /v1/docs/json; `npm run lint:api` holds it to redocly's
 * recommended rules): who it is for, where it is served, how to authenticate, what each feature tag means.
 * Integrators generate their clients from it (docs/integrating.md).
 */

/** One tag per feature (`tag` of each definition in contracts), in the order the document lists them. */
const TAGS: Record<string, string> = {
  'alarm-ingest':
    'The alarm service (mobile back end, wearables gateway) raises alerts, adds their logs and stops them, with a service key in `X-Api-Key`. Idempotent by `alert_unique_id`: a retry never creates a second alert.',
  alarms:
    "The live alarm desk: open alarms, acknowledge and resolve them, the server-sent event stream of every change, response times, the supervisors' wallboard.",
  integrations: 'Service keys of the alarm service: created (the key is shown once), listed and revoked by super admins.',
  auth: "Sign-in and sign-out of admins, password reset by mail, the idle lock, ending an admin's sessions.",
  profile: "The signed-in admin's own account and password.",
  dashboard: "The dashboard's totals and trends.",
  users: 'End users of the app: lists, details, create and update, activate or deactivate, CSV export.',
  customer: "One end user's whole story on one page: the profile, their devices, panic events, emergency contacts and the audit entries about them.",
  admins: 'Admin accounts (role 3), managed by super admins (role 2).',
  subscriptions: "Users' subscriptions and their transactions, CSV export.",
  plans: 'The subscription plans sold in the app.',
  'emergency-contacts': "The users' emergency contacts, CSV export.",
  'panic-events': 'Every panic event (alert) ever raised, with its logs; CSV export.',
  'heat-map': 'Panic event locations on a map, clustered, and the map settings.',
  devices: 'The wearable device inventory: list, add, change, delete, activate; CSV import and export.',
  'warning-audio': 'Warning audios the app plays (mp3 files) at their trigger times.',
  cms: 'E-mail and SMS templates and static pages; the public read of a static page.',
  experiences: 'A shared experience (the recording of a panic event) for its public viewer.',
  timeline: 'The audit trail of every change: who, what, when.',
  'mail-delivery': 'Mail waiting in the outbox or given up, and sending it again (super admins).',
  'alarm-settings': 'Where escalations are mailed and how long an owned alarm may go without action (super admins change them).',
  reports: 'Answer times of the alarms raised in a window of days (BS 8484 shares, medians, by kind, type, source, operator and day), and their CSV.',
};

const DESCRIPTION = `The API of a Guardian back office: the calls of its admin web app, and the alarm service's ingest calls (tag \`alarm-ingest\`; docs/integrating.md in the repository walks through them).

**Authentication** is stated on each operation:
- \`bearer\`: the session token \`POST /v1/auth/admin-signin\` answers, for admins. It ends at sign-out, after a time unused, at a password change and when the account is deactivated.
- \`serviceKey\`: a key of the alarm service in the \`X-Api-Key\` header. A super admin creates it on the back office's Integrations page (/admin/integrations); it is shown once. A key may make ${API_KEY.callsPerMinute} calls a minute; more are answered 429 with \`Retry-After\`.
- none (\`security: []\`): sign-in, password reset, a static page and a shared experience.

**Answers** are JSON: \`{ "message": "...", "data": ... }\` (lists add their totals). An error has the status that fits and the \`Error\` body \`{ "message": "...", "errors": { "field": "..." } }\`: \`message\` is fit to show a person, \`errors\` (on a refusal about input: a 400, or a 409 for a value already taken) names each field at fault. A refused call changes nothing.`;

/** Component schemas no operation references (the registry also writes an input variant of each). */
function dropUnused(document: Record<string, unknown>): void {
  const components = document.components as { schemas?: Record<string, unknown> } | undefined;
  if (!components?.schemas) return;
  const { schemas, ...rest } = document;
  void schemas;
  const text = JSON.stringify(rest);
  for (const name of Object.keys(components.schemas)) if (!text.includes(`"#/components/schemas/${name}"`)) delete components.schemas[name];
}

/**
 * zod writes `z.number().int()` with the safe-integer range as its bounds: true, and noise to a reader and to
 * client generators. Other bounds stay.
 */
function dropSafeIntegerBounds(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(dropSafeIntegerBounds);
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (record.minimum === Number.MIN_SAFE_INTEGER) delete record.minimum;
  if (record.maximum === Number.MAX_SAFE_INTEGER) delete record.maximum;
  Object.values(record).forEach(dropSafeIntegerBounds);
}

type OpenApiObject = { paths?: Record<string, Record<string, { tags?: string[] }>> } & Record<string, unknown>;

/** The feature tags in use, described, in TAGS order (a tag without a description fails `npm run lint:api`). */
function tagsInUse(document: OpenApiObject) {
  const used = new Set(Object.values(document.paths ?? {}).flatMap((item) => Object.values(item).flatMap((operation) => operation.tags ?? [])));
  const ordered = [...Object.keys(TAGS).filter((name) => used.has(name)), ...[...used].filter((name) => !(name in TAGS)).sort()];
  return ordered.map((name) => (TAGS[name] ? { name, description: TAGS[name] } : { name }));
}

const addComponents = createJsonSchemaTransformObject({ schemaRegistry: documentedSchemas });

/** Options of @fastify/swagger: the document for the server at `publicUrl` (PUBLIC_URL). */
export function swaggerOptions(publicUrl: string): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Guardian back-office API',
        version: '1.0.0',
        description: DESCRIPTION,
        contact: { name: 'The super admins of this Guardian back office', url: `${publicUrl}/admin/integrations` },
        // No license is granted: the project is private (no license file); redocly's license-url rule is off.
        license: { name: 'Proprietary' },
      },
      // Paths carry /v1 themselves: each one in the document is the exact path on the wire, so a client's base
      // URL is the server's origin.
      servers: [{ url: publicUrl, description: 'This Guardian server (its PUBLIC_URL)' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The session token (`data.token`) that POST /v1/auth/admin-signin answers.' },
          serviceKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description: 'A service key of the alarm service, created by a super admin on /admin/integrations.',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
    transformObject: (input) => {
      const document = addComponents(input as Parameters<typeof addComponents>[0]) as OpenApiObject;
      dropUnused(document);
      dropSafeIntegerBounds(document);
      return { ...document, tags: tagsInUse(document) } as ReturnType<typeof addComponents>;
    },
  };
}
