import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cmsTemplates } from '../../db/schema';

export type TemplateRecord = typeof cmsTemplates.$inferSelect;

/** A template type holds a handful of rows; offset paging over the (type, id) index is cheap. */
export async function listTemplatesOfType(db: Db, templateType: number, limit: number, offset: number): Promise<TemplateRecord[]> {
  return db.select().from(cmsTemplates).where(eq(cmsTemplates.templateType, templateType)).orderBy(asc(cmsTemplates.id)).limit(limit).offset(offset);
}

export async function countTemplatesOfType(db: Db, templateType: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cmsTemplates).where(eq(cmsTemplates.templateType, templateType));
  return row?.n ?? 0;
}

/** By id and type together, so that an e-mail template id never opens an SMS or a public page. */
export async function findTemplate(db: Db, templateType: number, id: number): Promise<TemplateRecord | undefined> {
  const [row] = await db
    .select()
    .from(cmsTemplates)
    .where(and(eq(cmsTemplates.id, id), eq(cmsTemplates.templateType, templateType)))
    .limit(1);
  return row;
}

/** The template the server sends itself (the reset e-mail, an escalation), by its type and fixed slug. */
export async function findTemplateBySlug(db: Db, templateType: number, slug: string): Promise<TemplateRecord | undefined> {
  const [row] = await db
    .select()
    .from(cmsTemplates)
    .where(and(eq(cmsTemplates.templateType, templateType), eq(cmsTemplates.slug, slug)))
    .limit(1);
  return row;
}

export async function findTemplateById(db: Db, id: number): Promise<TemplateRecord | undefined> {
  const [row] = await db.select().from(cmsTemplates).where(eq(cmsTemplates.id, id)).limit(1);
  return row;
}

export async function updateTemplateContent(
  db: Db,
  id: number,
  values: { content: string; subject?: string; updatedAt: Date },
): Promise<TemplateRecord | undefined> {
  const [row] = await db.update(cmsTemplates).set(values).where(eq(cmsTemplates.id, id)).returning();
  return row;
}
