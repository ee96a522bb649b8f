// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../lib/api-client';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required.'),
  email: z.email('Enter a valid e-mail.'),
});
const initial = { name: '', email: '' };
const initialOk = { name: 'Amara', email: 'amara@example.com' };
type Form = ReturnType<typeof useZodForm<typeof schema, typeof initial>>;
const change = (value: string) => ({ currentTarget: { value } });

describe('useZodForm', () => {
  it('shows no error before the first submit, and does not call the handler while a value fails', async () => {
    const { result } = renderHook(() => useZodForm(schema, initial));
    act(() => result.current.setField('email', 'nope'));
    expect(result.current.errors).toEqual({});
    const handler = vi.fn();
    const preventDefault = vi.fn();
    await act(() => result.current.submit(handler)({ preventDefault }));
    expect(preventDefault).toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: 'Name is required.', email: 'Enter a valid e-mail.' });
  });

  it('re-validates on every change after a submit, and passes the parsed values', async () => {
    const { result } = renderHook(() => useZodForm(schema, initial));
    await act(() => result.current.submit(vi.fn())());
    act(() => result.current.inputProps('name').onChange(change('  Amara ')));
    expect(result.current.errors).toEqual({ email: 'Enter a valid e-mail.' });
    act(() => result.current.setField('email', 'amara@example.com'));
    expect(result.current.errors).toEqual({});
    const handler = vi.fn();
    await act(() => result.current.submit(handler)());
    // The handler gets the schema's output (trimmed), the form keeps what was typed.
    expect(handler).toHaveBeenCalledWith({ name: 'Amara', email: 'amara@example.com' });
    expect(result.current.values.name).toBe('  Amara ');
  });

  it('gives inputs their value, error and change handler', async () => {
    const { result } = renderHook(() => useZodForm(schema, { name: 'Ben', email: 'x' }));
    await act(() => result.current.submit(vi.fn())());
    expect(result.current.inputProps('name')).toMatchObject({ value: 'Ben', error: undefined, 'aria-invalid': undefined });
    expect(result.current.inputProps('email')).toMatchObject({ value: 'x', error: 'Enter a valid e-mail.', 'aria-invalid': true });
  });

  it('loads a lazy schema once, on the first change, and validates with it', async () => {
    const loader = vi.fn(() => Promise.resolve(schema));
    const { result } = renderHook(() => useZodForm(loader, initial));
    expect(loader).not.toHaveBeenCalled();
    act(() => result.current.setField('name', 'A'));
    act(() => result.current.setField('name', 'Ab'));
    const handler = vi.fn();
    await act(() => result.current.submit(handler)());
    expect(loader).toHaveBeenCalledTimes(1);
    expect(handler).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ email: 'Enter a valid e-mail.' });
  });

  it('puts an error without a field under _', async () => {
    const refined = z.object({ a: z.string(), b: z.string() }).refine((v) => v.a === v.b, 'The two must match.');
    const { result } = renderHook(() => useZodForm(refined, { a: 'x', b: 'y' }));
    await act(() => result.current.submit(vi.fn())());
    expect(result.current.errors).toEqual({ _: 'The two must match.' });
  });
});

describe('useZodForm with a refusal of the server', () => {
  const taken = 'This email is already used by another account.';
  const refusal = (fields: Record<string, string>, message = Object.values(fields)[0] ?? 'Refused.') => new ApiError(409, message, fields);
  const toasts = () => notificationsStore.getState().notifications.map((toast) => toast.message);
  const sent = async (form: { current: { submit: Form['submit']; showServerErrors: Form['showServerErrors'] } }, error: unknown) => {
    let placed: boolean | undefined;
    await act(() => form.current.submit(() => void (placed = form.current.showServerErrors(error)))());
    return placed;
  };
  beforeEach(() => cleanNotifications());

  it("puts each field error under the form's own field until that field is edited", async () => {
    const { result } = renderHook(() => useZodForm(schema, initialOk));
    expect(await sent(result, refusal({ email: taken }))).toBe(true);
    expect(result.current.inputProps('email').error).toBe(taken);
    expect(result.current.errors).toEqual({ email: taken });
    // Another field's edit leaves it; the field's own edit clears it.
    act(() => result.current.setField('name', 'Amara B'));
    expect(result.current.inputProps('email').error).toBe(taken);
    act(() => result.current.inputProps('email').onChange(change('amara.b@example.com')));
    expect(result.current.inputProps('email').error).toBeUndefined();
    expect(result.current.errors).toEqual({});
  });

  it('clears the shown errors on the next send, and lets a client error come first', async () => {
    const { result } = renderHook(() => useZodForm(schema, initialOk));
    await sent(result, refusal({ email: taken, name: 'Name refused.' }));
    expect(result.current.errors).toEqual({ email: taken, name: 'Name refused.' });
    act(() => result.current.setField('name', ''));
    expect(result.current.errors).toEqual({ email: taken, name: 'Name is required.' });
    act(() => result.current.setField('name', 'Amara'));
    const handler = vi.fn();
    await act(() => result.current.submit(handler)());
    expect(handler).toHaveBeenCalled();
    expect(result.current.errors).toEqual({});
  });

  it('answers false for a refusal without a field of this form, and places nothing', async () => {
    const { result } = renderHook(() => useZodForm(schema, initialOk));
    expect(await sent(result, refusal({ deviceId: 'Taken.' }))).toBe(false);
    expect(await sent(result, new ApiError(404, 'User not found.'))).toBe(false);
    expect(await sent(result, new Error('network'))).toBe(false);
    expect(result.current.errors).toEqual({});
  });

  it("toasts the server's message, and a field error only when no field of the form shows it", async () => {
    const { result } = renderHook(() => useZodForm(schema, initialOk));
    await act(() => result.current.submit(() => result.current.showRefusal(refusal({ email: taken, user_name: 'This user name is already taken.' })))());
    expect(result.current.errors).toEqual({ email: taken });
    expect(toasts()).toEqual([taken, 'This user name is already taken.']);
    cleanNotifications();
    await act(() => result.current.submit(() => result.current.showRefusal(refusal({ profile_pic: 'Too big.', email: taken }, 'Too big.'), ['profile_pic']))());
    expect(toasts()).toEqual(['Too big.']);
  });
});
