/**
 * The elements HTML from the rich-text editor may keep: text formatting, headings, lists, quotes, links and
 * images. One list for both ends: the server sanitises with it when content is saved, the web app again when it
 * displays (defence in depth). No imports, so the web can take it without zod.
 */
export const RICH_TEXT_TAGS = [
  ...['p', 'br', 'hr', 'div', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'sub', 'sup', 'mark', 'small', 'code', 'pre'],
  ...['blockquote', 'ul', 'ol', 'li', 'a', 'img'],
];
