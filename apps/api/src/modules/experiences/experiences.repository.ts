import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accounts, experiences } from '../../db/schema';

const owner = alias(accounts, 'owner');
const originalOwner = alias(accounts, 'original_owner');

/** One experience with the names and pictures of its owner and, when it was re-shared, its original owner. */
export async function findExperienceWithOwners(db: Db, id: string) {
  const [row] = await db
    .select({
      id: experiences.id,
      experienceType: experiences.experienceType,
      mediaFile: experiences.mediaFile,
      description: experiences.description,
      createdAt: experiences.createdAt,
      owner: { firstName: owner.firstName, lastName: owner.lastName, profilePic: owner.profilePic },
      originalOwner: { firstName: originalOwner.firstName, lastName: originalOwner.lastName, profilePic: originalOwner.profilePic },
    })
    .from(experiences)
    .innerJoin(owner, eq(owner.id, experiences.ownerId))
    .leftJoin(originalOwner, eq(originalOwner.id, experiences.originalOwnerId))
    .where(eq(experiences.id, id))
    .limit(1);
  return row;
}
