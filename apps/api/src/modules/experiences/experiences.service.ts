import { EXPERIENCE_ID_PATTERN, en, type ExperienceDetailsData, type ExperiencePerson } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { findExperienceWithOwners } from './experiences.repository';

/**
 * A shared experience for the public viewer. The id is the only secret (random, 128 bits), so an unknown
 * or malformed one is the same 404: the answer never tells whether an id almost exists.
 * Only names and pictures of the people are public; never their e-mail, phone or account id.
 */
export async function getPublicExperience(ctx: AppContext, id: string): Promise<ExperienceDetailsData> {
  const row = EXPERIENCE_ID_PATTERN.test(id) ? await findExperienceWithOwners(ctx.db, id) : undefined;
  if (!row) throw notFound(en.experiences.notFound);
  const person = (value: { firstName: string; lastName: string; profilePic: string | null } | null): ExperiencePerson | null =>
    value && { firstName: value.firstName, lastName: value.lastName, profilePic: ctx.storage.publicUrl(value.profilePic) };
  return {
    experienceDetails: {
      id: row.id,
      mediaFile: ctx.storage.publicUrl(row.mediaFile) ?? '',
      experienceDescription: row.description,
      experienceType: row.experienceType,
    },
    createdAt: row.createdAt.toISOString(),
    owner: person(row.owner),
    originalOwner: person(row.originalOwner),
    appStoreUrl: ctx.config.appStoreUrl,
    playStoreUrl: ctx.config.playStoreUrl,
  };
}
