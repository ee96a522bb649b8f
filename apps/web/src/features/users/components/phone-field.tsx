import { Group, Input, Select } from '@mantine/core';
import { compactPhoneText, getCountries, getCountryCallingCode, mainCountryOf, readPhoneNumber, type CountryCode } from '@guardian/contracts/phone';
import { countryName } from '../../../lib/country-names';
import { t } from '../../../lib/i18n';

/** What the form keeps of the phone: the picked country and the number exactly as typed or pasted. */
export type PhoneValue = { country: CountryCode; text: string };

export const callingCodeOf = (country: CountryCode) => `+${getCountryCallingCode(country)}`;

let options: { value: string; label: string }[] | undefined;
function countryOptions() {
  options ??= getCountries()
    .map((code) => ({ value: code, label: `${countryName(code)} ${callingCodeOf(code)}` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return options;
}

/**
 * A number typed with its own country code ('+44…', '0044…') picks that country; one without keeps the picked
 * country. The text itself is never rewritten while the person types.
 */
export function followTypedCode(value: PhoneValue, text: string): PhoneValue {
  if (!compactPhoneText(text).startsWith('+')) return { ...value, text };
  const read = readPhoneNumber(text, callingCodeOf(value.country));
  const country = read && (read.country ?? (read.callingCode === callingCodeOf(value.country) ? value.country : mainCountryOf(read.callingCode)));
  return { country: country ?? value.country, text };
}

type Props = { id: string; label: string; value: PhoneValue; error?: string; onChange: (value: PhoneValue) => void };

/** A country picker (default India, spec section 5) beside a plain text field that takes any written form of a number. */
export function PhoneField({ id, label, value, error, onChange }: Props) {
  return (
    <Input.Wrapper id={id} label={label} error={error} required>
      {/* A phone number reads left to right in Arabic too: the country first, on the left. */}
      <Group dir="ltr" gap="xs" wrap="nowrap" align="flex-start">
        <Select
          aria-label={t.users.phoneCountry}
          data={countryOptions()}
          value={value.country}
          onChange={(country) => country && onChange({ ...value, country: country as CountryCode })}
          searchable
          allowDeselect={false}
          w={{ base: 150, xs: 190 }}
          comboboxProps={{ width: 280, position: 'bottom-start' }}
        />
        {/* A bare Input takes the wrapper's id, label and error (aria-invalid, the message as its description). */}
        <Input
          type="tel"
          autoComplete="off"
          inputMode="tel"
          value={value.text}
          onChange={(event) => onChange(followTypedCode(value, event.currentTarget.value))}
          error={Boolean(error)}
          style={{ flex: 1 }}
        />
      </Group>
    </Input.Wrapper>
  );
}
