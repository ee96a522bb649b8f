import { useRef, useState } from 'react';
import type { z } from 'zod';
import { localize } from '../lib/i18n';

type Values = Record<string, string | boolean>;

/**
 * The schema itself, or a loader of it: `() => import('@guardian/contracts/auth').then((m) => m.signInBody)`.
 * A loader keeps zod out of a page's first load (the login page's budget); it starts loading at the first
 * change or submit, and errors never show before the first submit anyway.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * A form validated by the same zod schema the server uses. Errors show after the first submit and follow
 * every change after that; `submit` calls the handler only when the values pass, so no request is sent
 * while a validation error shows.
 */
export function useZodForm<S extends z.ZodType, V extends Values>(source: SchemaSource<S>, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V | '_', string>>>({});
  const [submitted, setSubmitted] = useState(false);
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
    if (result.success) await handler(result.data as z.output<S>);
  };

  const inputProps = <K extends keyof V>(key: K) => ({
    value: values[key] as string,
    error: errors[key],
    onChange: (event: { currentTarget: { value: string } }) => setField(key, event.currentTarget.value as V[K]),
  });

  return { values, errors, setField, setValues, submit, inputProps, setErrors };
}
