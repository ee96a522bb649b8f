import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('SSE frame parser', () => {
  it('reads id, event and data, and dispatches on a blank line', () => {
    const parser = createSseParser();
    expect(parser.push('id: 7\nevent: alarm\ndata: {"a":1}\n\n')).toEqual([{ id: '7', event: 'alarm', data: '{"a":1}' }]);
    expect(parser.lastEventId()).toBe('7');
  });

  it('ignores comments (keep-alives) and dispatches nothing for them', () => {
    const parser = createSseParser();
    expect(parser.push(': keep-alive\n\n: another\n\n')).toEqual([]);
    expect(parser.push(':\n\nid: 3\nevent: alarm\ndata: x\n\n')).toEqual([{ id: '3', event: 'alarm', data: 'x' }]);
  });

  it('joins frames cut anywhere across chunks, CR LF cut between CR and LF included', () => {
    const text = 'id: 10\r\nevent: alarm\r\ndata: {"kind":"created"}\r\n\r\nid: 11\r\nevent: alarm\r\ndata: {"kind":"updated"}\r\n\r\n';
    for (let size = 1; size <= text.length; size++) {
      const parser = createSseParser();
      const frames = [];
      for (let i = 0; i < text.length; i += size) frames.push(...parser.push(text.slice(i, i + size)));
      expect(frames, `chunks of ${size}`).toEqual([
        { id: '10', event: 'alarm', data: '{"kind":"created"}' },
        { id: '11', event: 'alarm', data: '{"kind":"updated"}' },
      ]);
    }
  });

  it('accepts bare CR line ends and multi-line data', () => {
    const parser = createSseParser();
    expect(parser.push('data: one\rdata: two\r\r')).toEqual([{ id: '', event: 'message', data: 'one\ntwo' }]);
  });

  it('keeps the last id across events; drops one space after the colon only; a field without colon has an empty value', () => {
    const parser = createSseParser();
    expect(parser.push('id: 5\ndata:  spaced\n\ndata\n\n')).toEqual([
      { id: '5', event: 'message', data: ' spaced' },
      { id: '5', event: 'message', data: '' },
    ]);
  });

  it('does not dispatch an event without data, but its id still counts; an id with NUL is ignored', () => {
    const parser = createSseParser();
    expect(parser.push('id: 9\nevent: alarm\n\n')).toEqual([]);
    expect(parser.lastEventId()).toBe('9');
    parser.push('id: 1\u00002\n\n');
    expect(parser.lastEventId()).toBe('9');
  });

  it('holds an unfinished frame until its blank line arrives', () => {
    const parser = createSseParser();
    expect(parser.push('id: 1\nevent: alarm\ndata: {}')).toEqual([]);
    expect(parser.push('\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ id: '1', event: 'alarm', data: '{}' }]);
  });
});
