import { useState } from 'react';
import { serverErrors } from '../lib/field-errors';
import { notifyRefusal } from '../lib/notify';

/**
 * The server's field errors for a form that keeps its own values and has no schema of its own: `refused` puts
 * each of a refusal's errors under its field (one of `fields`, as the body calls it) and toasts the server's
 * message and whatever has no field here; `edited`, or a setter wrapped by `changing`, clears a field's error
 * once the person changes the field.
 */
export function useServerErrors<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const refused = (error: unknown) => {
    const found = serverErrors(error);
    setErrors(Object.fromEntries(fields.flatMap((field) => (found[field] ? [[field, found[field]]] : []))) as Partial<Record<F, string>>);
    notifyRefusal(error, (key) => (fields as readonly string[]).includes(key));
  };
  const edited = (field: F) => setErrors((current) => ({ ...current, [field]: undefined }));
  /** The field's setter, clearing its error as it sets: the person changed the field. */
  const changing =
    <T>(field: F, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      edited(field);
    };
  return { errors, refused, edited, changing };
}
