import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllTexts } from '../../../lib/i18n';

// The component reads its section of the catalogue when it loads, as the page's code does after withAllTexts.
let shownFor: typeof import('./import-progress-bar').shownFor;
beforeAll(async () => {
  await loadAllTexts();
  ({ shownFor } = await import('./import-progress-bar'));
});

describe('the import dialog’s progress line', () => {
  it('follows the upload until the server counts, then the server’s counts', () => {
    expect(shownFor(40, null, 20_000)).toEqual({ text: 'Uploading… 40%', percent: 40 });
    expect(shownFor(100, { phase: 'checking', done: 5_000, total: 20_000 }, 20_000)).toEqual({ text: 'Checked 5,000 of 20,000 rows', percent: 25 });
    expect(shownFor(100, { phase: 'saving', done: 10_000, total: 20_000 }, 20_000)).toEqual({ text: 'Saved 10,000 of 20,000 devices', percent: 50 });
  });

  it('takes the server’s first count as the end of the upload, even before the browser says 100%', () => {
    expect(shownFor(97, { phase: 'checking', done: 20_000, total: 20_000 }, 20_000)).toEqual({ text: 'Checked 20,000 of 20,000 rows', percent: 100 });
  });
});
