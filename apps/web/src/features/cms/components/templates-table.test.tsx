// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllTexts } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import type { EditableTemplate } from '../lib/template-kinds';

// The table reads the whole catalogue when its module loads, as the app's router makes sure of (withAllTexts).
let TemplatesTable: typeof import('./templates-table').TemplatesTable;
beforeAll(async () => {
  // jsdom lays nothing out: no media queries (Mantine asks one for the colour scheme), no resize observer (the table).
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {} }) as never;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  await loadAllTexts();
  ({ TemplatesTable } = await import('./templates-table'));
});

const row = (id: number, name: string, secretPlaceholders: string[]): EditableTemplate => ({
  id,
  name,
  subject: 'Subject',
  content: '<p>x</p>',
  placeholders: ['name', 'link'],
  requiredPlaceholders: [],
  secretPlaceholders,
});
const ROWS = [row(1, 'Forgot Password', ['link']), row(2, 'Welcome', [])];
const EXPLANATION = 'Only super admins can edit this template: the message it sends carries a secret link.';

function showTableAs(roleId: number) {
  session.save({ token: 't', id: 1, full_name: 'A B', email: 'a@b.test', roleId, profile_pic: null }, false);
  const onOpen = vi.fn();
  const noop = () => {};
  render(
    <MantineProvider>
      <TemplatesTable kind="email" rows={ROWS} total={2} page={1} limit={10} loading={false} onPageChange={noop} onLimitChange={noop} onOpen={onOpen} />
    </MantineProvider>,
  );
  return onOpen;
}

describe('the e-mail templates table', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('does not offer an admin (role 3) the edit of a template carrying a secret, and says why', () => {
    const onOpen = showTableAs(3);
    const locked = screen.getByRole('button', { name: 'Edit: Forgot Password' });
    expect((locked as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(locked.getAttribute('aria-describedby') ?? '')?.textContent).toBe(EXPLANATION);
    fireEvent.click(locked);
    fireEvent.click(screen.getByRole('button', { name: 'Edit: Welcome' }));
    expect(onOpen.mock.calls.map(([template, mode]) => [template.name, mode])).toEqual([['Welcome', 'edit']]);
  });

  it('offers a super admin (role 2) the edit of every template', () => {
    const onOpen = showTableAs(2);
    fireEvent.click(screen.getByRole('button', { name: 'Edit: Forgot Password' }));
    expect(onOpen.mock.calls.map(([template, mode]) => [template.name, mode])).toEqual([['Forgot Password', 'edit']]);
    expect(screen.queryByText(EXPLANATION)).toBeNull();
  });
});
