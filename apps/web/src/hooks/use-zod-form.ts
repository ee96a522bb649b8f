import { useRef, useState } from 'react';
import type { z } from 'zod';
import { serverErrors } from '../lib/field-errors';
import { localize } from '../lib/i18n';
import { notifyRefusal } from '../lib/notify';

type Values = Record<string, string | boolean>;
/** A server's field error with the value it refused: shown while the field still holds that value. */
type Refusal = { message: string; value: unknown };

/**
 * The schema itself, or a loader of it: `() => import('@guardian/contracts/auth').then((m) => m.signInBody)`.
 * A loader keeps zod out of a page's first load (the login page's budget); it starts loading at the first
 * change or submit, and errors never show before the first submit anyway.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * A form validated by the same zod schema the server uses. Errors show after the first submit and follow
 * every change after that; `submit` calls the handler only when the values pass, so no request is sent
 * while a validation error shows. A refusal of the server shows under its fields too (`showServerErrors`,
 * `showRefusal`), each until the person changes that field; a new send clears them.
 */
export function useZodForm<S extends z.ZodType, V extends Values>(source: SchemaSource<S>, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V | '_', string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<Record<string, Refusal>>({});
  const schema = useRef<S | null>(typeof source === 'function' ? null : source);
  const loading = useRef<Promise<S> | null>(null);

  const load = (): Promise<S> => {
    if (schema.current) return Promise.resolve(schema.current);
    loading.current ??= (source as () => Promise<S>)().then((loaded) => (schema.current = loaded));
    return loading.current;
  };

  const validate = (next: V, current: S) => {
    const result = current.safeParse(next);
    const found: Partial<Record<string, string>> = {};
    if (!result.success) for (const issue of result.error.issues) found[String(issue.path[0] ?? '_')] ??= localize(issue.message);
    setErrors(found as Partial<Record<keyof V | '_', string>>);
    return result;
  };

  const setField = <K extends keyof V>(key: K, value: V[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (schema.current) {
      if (submitted) validate(next, schema.current);
    } else {
      const pending = load();
      if (submitted) void pending.then((loaded) => validate(next, loaded));
    }
  };

  const submit = (handler: (parsed: z.output<S>) => void | Promise<void>) => async (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    setSubmitted(true);
    const result = validate(values, await load());
    if (!result.success) return;
    setRefused({});
    await handler(result.data as z.output<S>);
  };

  /**
   * The server's field errors of a refused send under this form's fields, against the values that were sent;
   * true when any field got one. The client's own error of a field, when it has one, comes first.
   */
  const showServerErrors = (error: unknown): boolean => {
    const placed = Object.entries(serverErrors(error)).filter(([key]) => Object.hasOwn(values, key));
    setRefused(Object.fromEntries(placed.map(([key, message]) => [key, { message, value: values[key] }])));
    return placed.length > 0;
  };

  /** A refused send: its field errors under the fields, and the server's message (and the rest) as toasts. */
  const showRefusal = (error: unknown, others: readonly string[] = []) => {
    showServerErrors(error);
    notifyRefusal(error, (key) => Object.hasOwn(values, key) || others.includes(key));
  };

  const shown: Partial<Record<keyof V | '_', string>> = {};
  for (const [key, { message, value }] of Object.entries(refused)) if (values[key] === value) shown[key as keyof V] = message;
  for (const [key, message] of Object.entries(errors)) if (message) shown[key as keyof V] = message;

  const inputProps = <K extends keyof V>(key: K) => ({
    value: values[key] as string,
    error: shown[key],
    // Mantine marks most inputs invalid itself, but not PasswordInput's: a screen reader must hear it on each.
    'aria-invalid': shown[key] ? true : undefined,
    onChange: (event: { currentTarget: { value: string } }) => setField(key, event.currentTarget.value as V[K]),
  });

  return { values, errors: shown, setField, setValues, submit, inputProps, setErrors, showServerErrors, showRefusal };
}
