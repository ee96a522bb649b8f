import { Anchor, Button, Stack } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { copyText } from '../lib/copy-text';
import { t } from '../lib/i18n';
import { notifyError, notifySuccess } from '../lib/notify';
import { BreakableText } from './breakable-text';

/** An address as the admin would share it: a path of this app is made whole with the origin the admin is on. */
export const absoluteLink = (link: string) => (link.startsWith('/') ? `${window.location.origin}${link}` : link);

/**
 * A public page's address, shown in full (it wraps after its slashes in a narrow cell) and opened in a new tab,
 * with a "Copy link" button under it, so an admin can hand it on without opening it first. `label`: a table
 * too narrow for the whole address names the link with it, and shows the address when pointed at.
 */
export function PublicLink({ link, label }: { link: string; label?: string }) {
  const url = absoluteLink(link);
  const copy = async () => {
    if (await copyText(url)) notifySuccess(t.common.linkCopied);
    else notifyError(t.common.copyFailed);
  };
  return (
    // The button under the address, so that neither is cut in a narrow cell.
    <Stack gap={2} align="flex-start">
      <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" title={label && url}>
        {label ?? <BreakableText text={url} />} <IconExternalLink size={12} aria-hidden />
      </Anchor>
      <Button size="compact-xs" variant="subtle" leftSection={<IconCopy size={12} />} onClick={() => void copy()}>
        {t.common.copyLink}
      </Button>
    </Stack>
  );
}
