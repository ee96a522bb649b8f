import { Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { DELAY, LANGUAGE_NAMES, LANGUAGES, type Language } from '@guardian/contracts';
import { language, switchLanguage, t } from '../../../lib/i18n';
import { notifyError, wait } from '../../../lib/notify';
import { setMyLanguage } from '../../../lib/account-language';

/**
 * Saved to the account (the next sign-in anywhere starts in it), then the app starts again in it. If the
 * account cannot take it, this browser still does, after the toast that says so.
 */
async function choose(next: Language) {
  try {
    await setMyLanguage(next);
  } catch {
    notifyError(t.language.saveFailed);
    await wait(DELAY.toast);
  }
  switchLanguage(next);
}

/** The user menu's Language section: each language named in itself, the current one checked. */
export function LanguageMenuItems() {
  return (
    <>
      <Menu.Label>{t.language.label}</Menu.Label>
      {LANGUAGES.map((option) => (
        <Menu.Item
          key={option}
          lang={option}
          leftSection={<IconLanguage size={16} />}
          rightSection={option === language ? <IconCheck size={14} aria-hidden /> : undefined}
          aria-current={option === language ? 'true' : undefined}
          onClick={() => option !== language && void choose(option)}
        >
          {LANGUAGE_NAMES[option]}
        </Menu.Item>
      ))}
    </>
  );
}
