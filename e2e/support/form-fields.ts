import type { Page } from '@playwright/test';

/** A form's field by its exact label (text, e-mail or password). */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The error shown under a field: the one in the field's own wrapper, so the test proves which field it belongs to. */
export const errorOf = (page: Page, label: string) =>
  page
    .locator('.mantine-InputWrapper-root')
    .filter({ has: field(page, label) })
    .locator('.mantine-InputWrapper-error');
