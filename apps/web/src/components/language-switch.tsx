import { Button, Group } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES } from '@guardian/contracts/i18n/languages';
import { language, PICKED_LANGUAGE_KEY, switchLanguage, t } from '../lib/i18n';

/**
 * English | العربية on the sign-in and public pages: each language named in itself (and marked with its own
 * lang), the current one pressed. Picking one starts the page again in it. Kept to base components: it is in
 * the login page's first load.
 */
export function LanguageSwitch() {
  return (
    <Group gap={4} role="group" aria-label={t.language.choose}>
      {LANGUAGES.map((option) => (
        <Button
          key={option}
          size="compact-sm"
          variant={option === language ? 'light' : 'subtle'}
          lang={option}
          aria-pressed={option === language}
          onClick={() => {
            if (option === language) return;
            sessionStorage.setItem(PICKED_LANGUAGE_KEY, option);
            switchLanguage(option);
          }}
        >
          {LANGUAGE_NAMES[option]}
        </Button>
      ))}
    </Group>
  );
}
