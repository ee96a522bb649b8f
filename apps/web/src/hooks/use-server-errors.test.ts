// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { useServerErrors } from './use-server-errors';

const FIELDS = ['number', 'result'] as const;
const toasts = () => notificationsStore.getState().notifications.map((toast) => toast.message);

describe('useServerErrors', () => {
  beforeEach(() => cleanNotifications());

  it('puts a refusal under its fields, clears one when it is edited, and toasts what has no field', () => {
    const { result } = renderHook(() => useServerErrors(FIELDS));
    const refusal = new ApiError(400, 'Please enter the number.', { number: 'Please enter the number.', called: 'Choose who was called.' });
    act(() => result.current.refused(refusal));
    expect(result.current.errors).toEqual({ number: 'Please enter the number.' });
    expect(toasts()).toEqual(['Please enter the number.', 'Choose who was called.']);
    act(() => result.current.edited('number'));
    expect(result.current.errors.number).toBeUndefined();
    act(() => result.current.refused(new ApiError(400, 'Choose a result.', { result: 'Choose a result.' })));
    const chosen: string[] = [];
    act(() => result.current.changing('result', (value: string) => chosen.push(value))('answered'));
    expect(chosen).toEqual(['answered']);
    expect(result.current.errors).toEqual({});
  });

  it('places nothing for a refusal without fields, and toasts the generic text for a failure without an answer', () => {
    const { result } = renderHook(() => useServerErrors(FIELDS));
    act(() => result.current.refused(new ApiError(0, 'Network error')));
    expect(result.current.errors).toEqual({});
    expect(toasts()).toEqual(['Oops something went wrong...']);
  });
});
