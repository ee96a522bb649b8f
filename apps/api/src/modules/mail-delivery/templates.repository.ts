import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cmsTemplates } from '../../db/schema';

export type TemplateRow = typeof cmsTemplates.$inferSelect;

export async function findTemplateBySlug(db: Db, templateType: number, slug: string): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(cmsTemplates)
    .where(and(eq(cmsTemplates.templateType, templateType), eq(cmsTemplates.slug, slug)))
    .limit(1);
  return row;
}
