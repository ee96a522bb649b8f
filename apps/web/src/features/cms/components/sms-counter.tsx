import { Text } from '@mantine/core';
import { smsLength } from '@guardian/contracts';
import { LtrText } from '../../../components/user-text';
import { t } from '../../../lib/i18n';

/**
 * An SMS draft's length as the carrier counts it (contracts' smsLength, which the server's limit uses too): places,
 * parts and their size, the encoding, and a warning once it no longer fits one message.
 */
export function SmsCounter({ text }: { text: string }) {
  const length = smsLength(text);
  const multipart = length.segments > 1;
  return (
    <span data-testid="sms-count">
      <Text component="span" size="xs" display="block">
        {t.cms.smsCount(length.units, length.segments, length.perSegment)} · <LtrText>{length.encoding}</LtrText>: {t.cms.smsEncoding[length.encoding]}
      </Text>
      {multipart && (
        <Text component="span" size="xs" display="block" c="orange.9" fw={600}>
          {t.cms.smsMultipart}
        </Text>
      )}
      <Text component="span" size="xs" display="block" c="dimmed">
        {t.cms.smsCountedAsWritten}
      </Text>
    </span>
  );
}
