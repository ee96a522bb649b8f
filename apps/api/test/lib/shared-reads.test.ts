import { describe, expect, it } from 'vitest';
import { createSharedReads } from '../../src/lib/shared-reads';

/** A read that answers when told to, counting how often it was started. */
function controlledRead() {
  let started = 0;
  let answer: (value: string) => void = () => {};
  let refuse: (error: Error) => void = () => {};
  const read = () => {
    started += 1;
    return new Promise<string>((resolve, reject) => {
      answer = resolve;
      refuse = reject;
    });
  };
  return { read, answer: (value: string) => answer(value), refuse: (error: Error) => refuse(error), started: () => started };
}

describe('shared reads', () => {
  it('gives callers asking for the same key at the same moment one read and its answer', async () => {
    const shared = createSharedReads<string>();
    const control = controlledRead();
    const callers = Array.from({ length: 10 }, () => shared('2026-01-01/2026-12-31/false', control.read));
    control.answer('the report');
    expect(await Promise.all(callers)).toEqual(Array(10).fill('the report'));
    expect(control.started()).toBe(1);
  });

  it('keeps nothing once the read has answered: the next caller reads again', async () => {
    const shared = createSharedReads<string>();
    const control = controlledRead();
    const first = shared('window', control.read);
    control.answer('before the new alarm');
    expect(await first).toBe('before the new alarm');
    const second = shared('window', control.read);
    control.answer('with the new alarm');
    expect(await second).toBe('with the new alarm');
    expect(control.started()).toBe(2);
  });

  it('reads each key on its own', async () => {
    const shared = createSharedReads<string>();
    const october = controlledRead();
    const november = controlledRead();
    const a = shared('october', october.read);
    const b = shared('november', november.read);
    october.answer('october');
    november.answer('november');
    expect([await a, await b]).toEqual(['october', 'november']);
  });

  it('fails every caller of a failed read, and the next caller reads again', async () => {
    const shared = createSharedReads<string>();
    const control = controlledRead();
    const callers = [shared('window', control.read), shared('window', control.read)];
    control.refuse(new Error('database restarting'));
    for (const caller of callers) await expect(caller).rejects.toThrow('database restarting');
    const retry = shared('window', control.read);
    control.answer('the report');
    expect(await retry).toBe('the report');
    expect(control.started()).toBe(2);
  });
});
