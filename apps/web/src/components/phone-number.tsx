import { Anchor, Text } from '@mantine/core';
import { nationalPhone } from '@guardian/contracts/phone';
import { countryName } from '../lib/country-names';
import { LtrText } from './user-text';

type Props = { callingCode: string | null; number: string | null };

/**
 * A stored phone number as people dial it: its national form ('07911 123456') as a `tel:` link to the whole
 * international number, and its country beside it, so a number of another country is not misread as local.
 * A number the metadata cannot read is shown and linked as stored.
 */
export function PhoneNumber({ callingCode, number }: Props) {
  if (!number) return null;
  const read = nationalPhone(callingCode, number);
  const whole = `${callingCode ?? ''}${number}`;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Anchor href={`tel:${read?.e164 ?? whole.replace(/[^\d+]/g, '')}`} size="sm">
        <LtrText>{read?.text ?? [callingCode, number].filter(Boolean).join(' ')}</LtrText>
      </Anchor>
      {read?.country && (
        <>
          {' '}
          <Text span size="xs" c="dimmed">
            {countryName(read.country)}
          </Text>
        </>
      )}
    </span>
  );
}
