import { Input } from '@mantine/core';
import PhoneInput, { getCountries, parsePhoneNumber, type Labels } from 'react-phone-number-input';
import { intlLocale, language, t } from '../../../lib/i18n';
// The flags bundled in the package: the default loads each flag image from the internet at run time.
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import './phone-field.css';

/**
 * The phone input gives one international number (+919876543210); the API takes the calling code and the
 * national number apart. A number that cannot be read yet goes as typed, so the server's rule names it.
 */
export function splitPhone(value: string): { country_code: string; phone_no: string } {
  if (!value) return { country_code: '', phone_no: '' };
  const parsed = parsePhoneNumber(value);
  return parsed ? { country_code: `+${parsed.countryCallingCode}`, phone_no: parsed.nationalNumber } : { country_code: '', phone_no: value };
}

type Props = { id: string; label: string; value: string; error?: string; onChange: (value: string) => void };

/**
 * The country picker's names in the app's language, from the browser's own (Intl.DisplayNames) rather
 * than the package's locale files; English keeps the package's.
 */
let labels: Labels | undefined;
function countryLabels(): Labels | undefined {
  if (language === 'en') return undefined;
  if (!labels) {
    const names = new Intl.DisplayNames([intlLocale()], { type: 'region' });
    labels = Object.fromEntries(getCountries().map((code) => [code, names.of(code) ?? code]));
    Object.assign(labels, { ZZ: t.users.international, country: t.users.phoneCountry, phone: t.users.phone });
  }
  return labels;
}

/** A phone input with a country picker, defaulting to India (spec section 5), in Mantine's field chrome. */
export function PhoneField({ id, label, value, error, onChange }: Props) {
  return (
    <Input.Wrapper id={id} label={label} error={error} required>
      {/* A phone number reads left to right in Arabic too: the country code first, on the left. */}
      <div dir="ltr">
        <PhoneInput
          labels={countryLabels()}
          id={id}
          className="guardian-phone"
          flags={flags}
          defaultCountry="IN"
          international
          countryCallingCodeEditable={false}
          value={value || undefined}
          onChange={(next) => onChange(next ?? '')}
          inputComponent={Input}
          numberInputProps={{ error: Boolean(error), 'aria-invalid': Boolean(error) }}
        />
      </div>
    </Input.Wrapper>
  );
}
