import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_TAGS } from '@guardian/contracts/rich-text';

/**
 * The allow-list for HTML written in the rich-text editor: text formatting, headings, lists, quotes, links
 * and images. Everything else (scripts, styles, event handlers, forms, frames, SVG, MathML) is dropped when
 * the content is saved, so what is stored is safe wherever it is shown: the back-office, the public static
 * page and outgoing e-mail. The web app sanitises again when it displays (defence in depth).
 */
const OPTIONS = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    '*': ['style'],
  },
  // Only text alignment survives in style attributes (the editor's one use of them); nothing that loads anything.
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Text inside dropped wrappers is kept (it is the operator's words); these never hold readable text. Not svg,
  // math or option: a browser renders what follows an unclosed one, and dropping it would lose the page's text.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'title', 'template', 'iframe', 'noembed', 'noframes', 'xmp'],
  transformTags: {
    a: (tagName, attribs) => {
      const safe = withSafeUrl(attribs, 'href', LINK_SCHEMES);
      // A link that opens a new tab must not give the opened page a handle on ours.
      return { tagName, attribs: safe.target ? { ...safe, target: '_blank', rel: 'noopener noreferrer' } : safe };
    },
    img: (tagName, attribs) => ({ tagName, attribs: withPictureData(withSafeUrl(attribs, 'src', IMAGE_SCHEMES)) }),
  } satisfies Record<string, Transform>,
} satisfies sanitizeHtml.IOptions;

type Transform = (tagName: string, attribs: sanitizeHtml.Attributes) => sanitizeHtml.Tag;

const LINK_SCHEMES = ['http', 'https', 'mailto'];
const IMAGE_SCHEMES = ['http', 'https', 'data'];
/** Characters a browser or a mail client may ignore inside a URL: controls, spaces and Unicode separators. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this must find
const INVISIBLE = /[\s\u0000-\u001F\u007F-\u009F\u00A0\u1680\u180E\u2000-\u200F\u2028\u2029\u202F\u205F\u3000\uFEFF]/g;

/**
 * sanitize-html judges a URL's scheme as written; "\u2028javascript:" or "java\u0003script:" slip past that.
 * Judge the URL with every invisible character removed, and drop it unless its scheme is allowed.
 */
function withSafeUrl(attribs: sanitizeHtml.Attributes, name: string, schemes: string[]): sanitizeHtml.Attributes {
  const value = attribs[name];
  if (value === undefined) return attribs;
  const compact = value.replace(INVISIBLE, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  const relative = scheme === undefined && !compact.startsWith('//') && !/^[^/?#]*:/.test(compact);
  if (relative || (scheme !== undefined && schemes.includes(scheme))) return { ...attribs, [name]: value.trim() };
  const { [name]: _dropped, ...rest } = attribs;
  return rest;
}

/** Pasted pictures arrive as data: URLs; only the raster types an editor produces are kept (no SVG, no HTML). */
const PICTURE_DATA = /^data:image\/(png|jpeg|gif|webp)[;,]/i;

function withPictureData(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const src = attribs.src?.replace(INVISIBLE, '');
  if (src === undefined || !/^data:/i.test(src) || PICTURE_DATA.test(src)) return attribs;
  const { src: _dropped, ...rest } = attribs;
  return rest;
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Given an element's attributes, the ones it may keep. */
export type AttributeGuard = (tagName: string, attribs: sanitizeHtml.Attributes) => sanitizeHtml.Attributes;

const keepAll: Transform = (tagName, attribs) => ({ tagName, attribs });
const MAIL_TRANSFORMS: Record<string, Transform> = {
  a: OPTIONS.transformTags.a,
  img: (tagName, attribs) => ({ tagName, attribs: withInlinePictureOnly(attribs) }),
};

/**
 * HTML as a mail carries it: the same allow-list, but nothing that loads from outside when the mail is opened
 * (a remote picture tells its server who read the mail, when, and whatever its URL carries). Pictures stay only
 * as pasted data: pictures; links stay, since a reader has to click one. The allow-list already drops srcset,
 * background, <link>, <style> (so @import) and every style but text-align (so url()). `guard` sees every
 * element's attributes as written (entities decoded), before any rule here drops one.
 */
export function sanitizeMailHtml(html: string, guard: AttributeGuard): string {
  const transform: Transform = (tagName, attribs) => (MAIL_TRANSFORMS[tagName] ?? keepAll)(tagName, guard(tagName, attribs));
  return sanitizeHtml(html, { ...OPTIONS, allowedSchemesByTag: { img: ['data'] }, transformTags: { '*': transform } }).trim();
}

function withInlinePictureOnly(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const src = attribs.src?.replace(INVISIBLE, '');
  if (src === undefined || PICTURE_DATA.test(src)) return attribs;
  const { src: _dropped, ...rest } = attribs;
  return rest;
}
