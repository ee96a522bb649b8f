import { z } from 'zod';
import { defineEndpoint, PUBLIC } from './endpoint';
import { envelope } from './envelope';

/** 1 is an image; the spec treats every other type as a video. */
export const EXPERIENCE_TYPE = { image: 1, video: 2 } as const;

/** The public viewer of a shared experience: the eventUrl of a panic event that has a recording. */
export const experienceLink = (experienceId: string) => `/auth/experiance/${encodeURIComponent(experienceId)}`;

/** Ids are random 32-hex strings; anything else cannot be one, and is answered as not found, not as bad input. */
export const EXPERIENCE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const experienceParams = z.object({ id: z.string().max(200) });

const person = z.object({ firstName: z.string(), lastName: z.string(), profilePic: z.string().nullable() });
export type ExperiencePerson = z.infer<typeof person>;

/** GET /v1/get-experience-details-by-admin/{id} (public), spec section 7, plus the store links of the app prompt. */
export const experienceDetailsData = z.object({
  experienceDetails: z.object({
    id: z.string(),
    mediaFile: z.string(),
    experienceDescription: z.string(),
    experienceType: z.number().int(),
  }),
  createdAt: z.string(),
  owner: person.nullable(),
  originalOwner: person.nullable(),
  appStoreUrl: z.string(),
  playStoreUrl: z.string(),
});
export type ExperienceDetailsData = z.infer<typeof experienceDetailsData>;

/**
 * What the viewer shows, read from either record shape of spec section 3: camelCase (mediaFile,
 * experienceDescription, experienceType) or snake_case (media_file, experience_description, experience_type),
 * inside experienceDetails or beside it. The original owner is preferred when present.
 */
export type ExperienceView = {
  mediaUrl: string;
  description: string;
  isImage: boolean;
  createdAt: string | null;
  owner: ExperiencePerson | null;
  appStoreUrl: string | null;
  playStoreUrl: string | null;
};

type Loose = Record<string, unknown>;
const objectOr = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Loose) : {});
const text = (...values: unknown[]) => values.find((value): value is string => typeof value === 'string' && value !== '') ?? null;

function readPerson(value: unknown): ExperiencePerson | null {
  const raw = objectOr(value);
  const firstName = text(raw.firstName, raw.first_name) ?? '';
  const lastName = text(raw.lastName, raw.last_name) ?? '';
  if (!firstName && !lastName && !text(raw.profilePic, raw.profile_pic)) return null;
  return { firstName, lastName, profilePic: text(raw.profilePic, raw.profile_pic) };
}

export function readExperience(data: unknown): ExperienceView | null {
  const top = objectOr(data);
  const details = { ...top, ...objectOr(top.experienceDetails ?? top.experience_details) };
  const mediaUrl = text(details.mediaFile, details.media_file);
  if (!mediaUrl) return null;
  const type = Number(details.experienceType ?? details.experience_type);
  return {
    mediaUrl,
    description: text(details.experienceDescription, details.experience_description) ?? '',
    isImage: type === EXPERIENCE_TYPE.image,
    createdAt: text(top.createdAt, top.created_at, details.createdAt, details.created_at),
    owner: readPerson(top.originalOwner ?? top.original_owner) ?? readPerson(top.owner),
    appStoreUrl: text(top.appStoreUrl),
    playStoreUrl: text(top.playStoreUrl),
  };
}

export const experiencesEndpoints = {
  // Public (spec section 7: "without auth header"): anyone holding the shared link may see it.
  getExperienceDetails: defineEndpoint({
    operationId: 'getExperienceDetails',
    summary: 'A shared experience (the recording of a panic event) for its public viewer; no session needed',
    tag: 'experiences',
    method: 'GET',
    path: '/get-experience-details-by-admin/:id',
    access: PUBLIC,
    params: experienceParams,
    success: { status: 200, schema: envelope(experienceDetailsData) },
    errors: [404],
  }),
};
