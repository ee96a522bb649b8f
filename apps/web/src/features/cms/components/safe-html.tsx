import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { RICH_TEXT_TAGS } from '@guardian/contracts/rich-text';
import { Typography, type TypographyProps } from '@mantine/core';

/**
 * The server's allow-list again, at the point of display (defence in depth: stored HTML is already
 * sanitised, but this page must not trust that). Links keep http, https and mailto; images may use data: for
 * raster pictures.
 */
const CONFIG = {
  ALLOWED_TAGS: RICH_TEXT_TAGS,
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height', 'start', 'style'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

let hooked = false;
function purifier() {
  if (!hooked) {
    // A link opening a new tab gets no handle on this page.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      // As on the server: a data: picture must be a raster image (no SVG, no HTML).
      const src = node.tagName === 'IMG' ? node.getAttribute('src') : null;
      if (src && /^\s*data:/i.test(src) && !/^\s*data:image\/(png|jpeg|gif|webp)[;,]/i.test(src)) node.removeAttribute('src');
    });
    hooked = true;
  }
  return DOMPurify;
}

export function sanitizeForDisplay(html: string): string {
  return purifier().sanitize(html, CONFIG);
}

export function SafeHtml({ html, ...props }: { html: string } & TypographyProps) {
  const clean = useMemo(() => sanitizeForDisplay(html), [html]);
  // Operators' content (templates, static pages) in its own direction, whatever the app's language.
  return <Typography dir="auto" {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
