// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeForDisplay } from './safe-html';

describe('rich text shown in the browser', () => {
  it('keeps a pasted raster picture and drops any other data: image', () => {
    const picture = 'data:image/jpeg;base64,/9j/4AAQ';
    const html = sanitizeForDisplay(`<img src="${picture}" alt="a"><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="b"><img src="data:text/html,x" alt="c">`);
    expect(html).toBe(`<img src="${picture}" alt="a"><img alt="b"><img alt="c">`);
  });

  it('drops scripts and handlers, and a link opening a new tab gets no handle on the page', () => {
    const html = sanitizeForDisplay('<p onclick="alert(1)">Hi<script>alert(2)</script></p><a href="https://example.com" target="x">out</a>');
    expect(html).toBe('<p>Hi</p><a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>');
  });
});
