import { HUB_RECORD_SEPARATOR } from '@kraam/shared';
import { describe, expect, it } from 'vitest';
import {
  HANDSHAKE_OK_RECORD,
  PING_RECORD,
  closeRecord,
  completionRecord,
  createRecordReader,
  handshakeErrorRecord,
  invocationRecord,
  parseClientRecord,
  parseHandshake,
} from './hub-protocol';

const RS = HUB_RECORD_SEPARATOR;
const frame = (text: string): Buffer => Buffer.from(text, 'utf8');

describe('createRecordReader', () => {
  it('splits one frame holding several records on 0x1E', () => {
    const reader = createRecordReader(1024);
    expect(reader.push(frame(`{"type":6}${RS}{"type":1,"target":"Connect"}${RS}`))).toEqual([
      '{"type":6}',
      '{"type":1,"target":"Connect"}',
    ]);
    expect(reader.pendingBytes).toBe(0);
  });

  it('joins a record split over frames, also inside a multi-byte character', () => {
    const reader = createRecordReader(1024);
    const bytes = frame(`{"type":1,"target":"Connect","arguments":["fiets €5"]}${RS}{"type":6}${RS}`);
    const euro = bytes.indexOf(0xe2);
    expect(reader.push(bytes.subarray(0, 10))).toEqual([]);
    expect(reader.push(bytes.subarray(10, euro + 1))).toEqual([]);
    expect(reader.pendingBytes).toBe(euro + 1);
    expect(reader.push(bytes.subarray(euro + 1, bytes.length - 3))).toEqual([
      '{"type":1,"target":"Connect","arguments":["fiets €5"]}',
    ]);
    expect(reader.push(bytes.subarray(bytes.length - 3))).toEqual(['{"type":6}']);
  });

  it('keeps the unfinished tail of a batched frame for the next one', () => {
    const reader = createRecordReader(1024);
    expect(reader.push(frame(`{"type":6}${RS}{"ty`))).toEqual(['{"type":6}']);
    expect(reader.push(frame(`pe":6}${RS}`))).toEqual(['{"type":6}']);
  });

  it('gives empty records for consecutive separators', () => {
    expect(createRecordReader(64).push(frame(`${RS}${RS}`))).toEqual(['', '']);
  });

  it('refuses a record growing beyond the bound, in one frame or over several', () => {
    expect(createRecordReader(16).push(frame(`${'x'.repeat(17)}${RS}`))).toBeNull();
    const reader = createRecordReader(16);
    expect(reader.push(frame('x'.repeat(10)))).toEqual([]);
    expect(reader.push(frame('x'.repeat(7)))).toBeNull();
    const joined = createRecordReader(16);
    expect(joined.push(frame('x'.repeat(10)))).toEqual([]);
    expect(joined.push(frame(`${'x'.repeat(7)}${RS}`))).toBeNull();
  });

  it('accepts many small records in a frame larger than the bound', () => {
    const records = createRecordReader(16).push(frame(`{"type":6}${RS}`.repeat(100)));
    expect(records).toHaveLength(100);
  });
});

describe('parseHandshake', () => {
  it('accepts json version 1', () => {
    expect(parseHandshake('{"protocol":"json","version":1}')).toEqual({ ok: true });
  });

  it.each([
    ['{"protocol":"messagepack","version":1}', /protocol 'messagepack' is not available/],
    ['{"protocol":"json","version":2}', /version is not supported/],
    ['{"protocol":"json"}', /version is not supported/],
    ['not json', /not a JSON object/],
    ['[1,2]', /not a JSON object/],
    ['null', /not a JSON object/],
    ['"json"', /not a JSON object/],
  ])('refuses %s', (text, error) => {
    const result = parseHandshake(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(error);
  });

  it('keeps a long protocol name out of the answer', () => {
    const result = parseHandshake(JSON.stringify({ protocol: 'x'.repeat(5000), version: 1 }));
    expect(result.ok || result.error.length < 100).toBe(true);
  });
});

describe('parseClientRecord', () => {
  it('reads invocations with and without an id', () => {
    expect(parseClientRecord('{"type":1,"invocationId":"0","target":"Connect","arguments":[]}')).toEqual({
      kind: 'invocation',
      target: 'Connect',
      invocationId: '0',
      arguments: [],
    });
    expect(parseClientRecord('{"type":1,"target":"Connect"}')).toEqual({
      kind: 'invocation',
      target: 'Connect',
      invocationId: undefined,
      arguments: [],
    });
  });

  it('reads pings and close', () => {
    expect(parseClientRecord('{"type":6}')).toEqual({ kind: 'ping' });
    expect(parseClientRecord('{"type":7,"error":"bye"}')).toEqual({ kind: 'close' });
  });

  it('ignores stream items, completions, cancels and unknown types', () => {
    for (const type of [2, 3, 5, 8, 99])
      expect(parseClientRecord(JSON.stringify({ type }))).toEqual({ kind: 'ignored', type });
  });

  it('answers stream invocations separately, so one with an id gets an error', () => {
    expect(parseClientRecord('{"type":4,"invocationId":"3","target":"X"}')).toEqual({
      kind: 'streamInvocation',
      invocationId: '3',
    });
  });

  it.each([
    'not json',
    '42',
    '[{"type":1}]',
    'null',
    '{}',
    '{"type":"1"}',
    '{"type":1.5}',
    '{"type":1}',
    '{"type":1,"target":5}',
    '{"type":1,"target":"Connect","invocationId":7}',
    '{"type":1,"target":"Connect","arguments":{"0":1}}',
    `{"type":1,"target":"${'C'.repeat(200)}"}`,
    `{"type":1,"target":"Connect","invocationId":"${'1'.repeat(200)}"}`,
  ])('calls %s invalid', (text) => {
    expect(parseClientRecord(text).kind).toBe('invalid');
  });
});

describe('server records', () => {
  it('all end with the separator and carry the protocol types', () => {
    expect(HANDSHAKE_OK_RECORD).toBe(`{}${RS}`);
    expect(PING_RECORD).toBe(`{"type":6}${RS}`);
    expect(handshakeErrorRecord('nope')).toBe(`{"error":"nope"}${RS}`);
    expect(invocationRecord('SendMessage', ['Anna', { data: 1 }])).toBe(
      `{"type":1,"target":"SendMessage","arguments":["Anna",{"data":1}]}${RS}`,
    );
    expect(completionRecord('4', { result: { userId: 1 } })).toBe(
      `{"type":3,"invocationId":"4","result":{"userId":1}}${RS}`,
    );
    expect(completionRecord('4', { error: 'no' })).toBe(`{"type":3,"invocationId":"4","error":"no"}${RS}`);
    expect(closeRecord()).toBe(`{"type":7}${RS}`);
    expect(closeRecord('Session ended.')).toBe(`{"type":7,"error":"Session ended."}${RS}`);
    expect(closeRecord('Server is shutting down.', true)).toBe(
      `{"type":7,"error":"Server is shutting down.","allowReconnect":true}${RS}`,
    );
  });

  it('escape a separator inside a text, so it cannot end a record early', () => {
    const record = invocationRecord('SendMessage', [`a${RS}b`]);
    expect(record.indexOf(RS)).toBe(record.length - 1);
  });
});
