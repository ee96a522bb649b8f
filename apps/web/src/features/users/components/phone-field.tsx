import { Input } from '@mantine/core';
import PhoneInput, { parsePhoneNumber } from 'react-phone-number-input';
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

/** A phone input with a country picker, defaulting to India (spec section 5), in Mantine's field chrome. */
export function PhoneField({ id, label, value, error, onChange }: Props) {
  return (
    <Input.Wrapper id={id} label={label} error={error} required>
      <PhoneInput
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
    </Input.Wrapper>
  );
}
