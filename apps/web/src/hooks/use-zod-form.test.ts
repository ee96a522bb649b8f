// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required.'),
  email: z.email('Enter a valid e-mail.'),
});
const initial = { name: '', email: '' };
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
    expect(result.current.inputProps('name')).toMatchObject({ value: 'Ben', error: undefined });
    expect(result.current.inputProps('email')).toMatchObject({ value: 'x', error: 'Enter a valid e-mail.' });
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
