/** `%term%` for ILIKE with the user's % _ and \ taken literally (the trigram indexes serve this shape). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
