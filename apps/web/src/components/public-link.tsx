import { Anchor, Button, Group } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { copyText } from '../lib/copy-text';
import { t } from '../lib/i18n';
import { notifyError, notifySuccess } from '../lib/notify';
import { BreakableText } from './breakable-text';

/** An address as the admin would share it: a path of this app is made whole with the origin the admin is on. */
export const absoluteLink = (link: string) => (link.startsWith('/') ? `${window.location.origin}${link}` : link);

/**
 * A public page's address, shown in full (it wraps after its slashes in a narrow cell) and opened in a new tab,
 * with a "Copy link" button beside it, so an admin can hand it on without opening it first.
 */
export function PublicLink({ link }: { link: string }) {
  const url = absoluteLink(link);
  const copy = async () => {
    if (await copyText(url)) notifySuccess(t.common.linkCopied);
    else notifyError(t.common.copyFailed);
  };
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
        <BreakableText text={url} /> <IconExternalLink size={12} aria-hidden />
      </Anchor>
      <Button size="compact-xs" variant="subtle" leftSection={<IconCopy size={12} />} onClick={() => void copy()}>
        {t.common.copyLink}
      </Button>
    </Group>
  );
}
