import type { Page } from '@playwright/test';

/**
 * English left in an Arabic page (issue 17, decision 030): every text a person sees or a screen reader says,
 * outside users' own data, that still has a run of Latin letters.
 *
 * What is read: every visible text node, the document's title, and the attributes that name or describe
 * (aria-label, aria-description, aria-valuetext, aria-roledescription, placeholder, title, alt) of every
 * rendered element, hidden from sight or not.
 *
 * What is users' data, and skipped: anything inside an element marked `dir="auto"` or `<bdi>` (people's and
 * operators' own content: names, templates, descriptions, log lines) or `dir="ltr"` (e-mail addresses, phone
 * numbers, ids, MAC addresses, codes), decisions 023 and 030 (components/user-text.tsx in the web). The texts
 * of those elements are also cut out of the labels that quote them ("تعديل: Amelia Clarke"), as are the
 * `userData` texts a test names (a title that is an operator's own). Input values are what someone typed
 * and are not read.
 *
 * What may stay Latin: e-mail and web addresses, MAC addresses, and the names in ALLOWED: the product's
 * name, the language switch's "English", file formats, stores and brands, the map's credits, UTC, Intl's
 * Arabic currency sign (US$), and the standard the reports cite (BS 8484), and the technical names a person must type as they are (the service key's header,
 * the import file's column names).
 */
export const ALLOWED = [
  'Guardian',
  // The British standard for lone-worker services that the response report measures against.
  'BS 8484',
  'English',
  'CSV',
  'MP3',
  'mp3',
  'PNG',
  'JPEG',
  'WebP',
  'MAC',
  'App Store',
  'Google Play',
  'Apple',
  'Google',
  'Leaflet',
  'UTC',
  'US$',
  'X-Api-Key',
  'deviceId',
  'deviceName',
  'macAddress',
];

export type EnglishLeft = { where: string; text: string };

export async function englishLeft(page: Page, userData: string[] = []): Promise<EnglishLeft[]> {
  return page.evaluate(
    ([allowed, named]) => {
      const USER_DATA = '[dir="auto"], [dir="ltr"], bdi';
      const ATTRIBUTES = ['aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription', 'placeholder', 'title', 'alt'];
      // What people typed is theirs too: a label may quote a name that the page shows only in its inputs.
      const typed = [
        ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          'input:is([type="text"], [type="email"], [type="search"], [type="tel"], :not([type])), textarea',
        ),
      ].map((input) => input.value.trim());
      const userTexts = [...document.querySelectorAll<HTMLElement>(USER_DATA)]
        .map((element) => element.textContent?.trim() ?? '')
        .concat(typed, named)
        .filter((text) => text.length > 1)
        .sort((a, b) => b.length - a.length);
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const allowedWords = new RegExp(`(^|[^A-Za-z])(${allowed.map(escape).join('|')})(?![A-Za-z])`, 'g');

      /** The text with users' data, addresses and allowed names taken out: what is left must have no Latin run. */
      const withoutData = (text: string) => {
        let rest = text;
        // Whole words only: a short text of someone's ("KM") must not hide letters inside an interface word.
        for (const data of userTexts) if (rest.includes(data)) rest = rest.replace(new RegExp(`(?<![A-Za-z])${escape(data)}(?![A-Za-z])`, 'g'), ' ');
        return rest;
      };
      const withoutAddresses = (text: string) => text.replace(/\S+@\S+\.\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
      const latinLeft = (text: string) => /[A-Za-z]{2,}/.test(text.replace(/\b([0-9A-F]{2}[:-]){5}[0-9A-F]{2}\b/gi, ' ').replace(allowedWords, '$1 '));
      // Both orders: a user's name may hold an address ("XSS https://…"), and an address may hold a user's text
      // (an id in a public link); the text is clean if either reading leaves no Latin.
      const leftover = (text: string) => latinLeft(withoutAddresses(withoutData(text))) && latinLeft(withoutData(withoutAddresses(text)));

      const found = new Map<string, string>();
      const note = (where: string, text: string | null | undefined) => {
        const value = text?.replace(/\s+/g, ' ').trim();
        if (value && leftover(value) && !found.has(value)) found.set(value, where);
      };
      const describe = (element: Element) => {
        const name = element.tagName.toLowerCase();
        const role = element.getAttribute('role');
        const cls = [...element.classList].find((c) => c.startsWith('mantine-')) ?? '';
        return `${name}${role ? `[role=${role}]` : ''}${cls ? `.${cls}` : ''}`;
      };

      note('document.title', document.title);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(`${USER_DATA}, script, style, noscript, template`)) continue;
        if (!parent.checkVisibility({ visibilityProperty: true })) continue;
        note(`text in ${describe(parent)}`, node.textContent);
      }
      for (const element of document.body.querySelectorAll('*')) {
        if (element.closest(USER_DATA)) continue;
        // Display: none is neither seen nor read; a visually hidden label (1 px, clipped) is read, so it counts.
        if (!element.checkVisibility()) continue;
        for (const attribute of ATTRIBUTES) note(`${attribute} of ${describe(element)}`, element.getAttribute(attribute));
      }
      return [...found].map(([text, where]) => ({ where, text }));
    },
    [ALLOWED, userData] as const,
  );
}

/**
 * Texts of the pseudo-locale ("[Ŝéàŕçĥ ··]", a third longer than English) that their box cuts off: an element
 * that clips its overflow (hidden, clip, or an ellipsis) and is narrower than its text. Where a longer
 * language would lose words.
 */
export async function cutOffTexts(page: Page): Promise<EnglishLeft[]> {
  return page.evaluate(() => {
    const found: EnglishLeft[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes('['));
      if (!own || !element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1) found.push({ where: element.tagName.toLowerCase(), text: element.textContent?.trim() ?? '' });
    }
    return found;
  });
}
