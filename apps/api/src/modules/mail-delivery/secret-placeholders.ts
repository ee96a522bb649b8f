import { en, placeholderOccurrences, placeholdersIn } from '@guardian/contracts';
import { sanitizeMailHtml } from '../cms/sanitize-content';

/**
 * A secret placeholder (contracts' placeholder rules say which: the reset link) may stand only as the whole
 * address of a link the reader clicks, or as text. Anywhere else (inside a longer URL, an image, a style, a
 * data-* attribute) the mail client would hand the secret to whoever wrote the template, unasked.
 *
 * One pass does both jobs, on the HTML exactly as the mail will carry it: on save it names the first misplaced
 * secret (the save is refused), and when a mail is rendered it drops every attribute holding one, so a template
 * stored before this rule still cannot send the secret anywhere but to the reader.
 */
export type MisplacedSecret = { placeholder: string; tag: string; attribute: string } | { placeholder: string; tag: null; attribute: null };

/** `href="{{link}}"` (spaces inside the braces allowed): the only attribute a secret may fill. */
const isWholeLink = (tagName: string, attribute: string, value: string) =>
  tagName === 'a' && attribute === 'href' && /^\s*\{\{\s*[a-zA-Z][a-zA-Z0-9_]*\s*\}\}\s*$/.test(value);

const countOf = (text: string, placeholder: string) => placeholderOccurrences(text).filter((name) => name === placeholder).length;

export function guardSecrets(html: string, secrets: readonly string[]): { html: string; misplaced: MisplacedSecret | null } {
  let misplaced: MisplacedSecret | null = null;
  const safe = sanitizeMailHtml(html, (tagName, attribs) => {
    const kept: typeof attribs = {};
    for (const [attribute, value] of Object.entries(attribs)) {
      const secret = isWholeLink(tagName, attribute, value) ? undefined : placeholdersIn(value).find((name) => secrets.includes(name));
      if (secret === undefined) kept[attribute] = value;
      else misplaced ??= { placeholder: secret, tag: tagName, attribute };
    }
    return kept;
  });
  // What the pass removed without showing it as an attribute (a comment, <style>, <script>, <title>) was not text.
  const lost = secrets.find((name) => countOf(html, name) > countOf(safe, name));
  if (lost !== undefined) misplaced ??= { placeholder: lost, tag: null, attribute: null };
  return { html: safe, misplaced };
}

/** The first reason a draft cannot be saved because of where it puts a secret (in any of `contents`), or null. */
export function secretPlacementProblem(
  secrets: readonly string[],
  contents: string[],
  subject: string,
): { field: 'content' | 'subject'; message: string } | null {
  const inSubject = placeholdersIn(subject).find((name) => secrets.includes(name));
  if (inSubject !== undefined) return { field: 'subject', message: en.cms.secretInSubject(inSubject) };
  for (const content of contents) {
    const { misplaced } = guardSecrets(content, secrets);
    if (misplaced?.tag === null) return { field: 'content', message: en.cms.secretInMarkup(misplaced.placeholder) };
    if (misplaced) return { field: 'content', message: en.cms.secretInAttribute(misplaced.placeholder, misplaced.tag, misplaced.attribute) };
  }
  return null;
}
