import { describe, expect, it } from 'vitest';

import { restValue } from './firestoreEvents';

describe('restValue (stored field to Firestore REST JSON)', () => {
  it('encodes scalars as the CloudEvent JSON payload does', () => {
    expect(restValue({ type: 'string_value', value: 'ciao' })).toEqual({ stringValue: 'ciao' });
    expect(restValue({ type: 'integer_value', value: 42 })).toEqual({ integerValue: '42' });
    expect(restValue({ type: 'double_value', value: 1.5 })).toEqual({ doubleValue: 1.5 });
    expect(restValue({ type: 'boolean_value', value: false })).toEqual({ booleanValue: false });
    expect(restValue({ type: 'null_value', value: null })).toEqual({ nullValue: null });
    expect(restValue({ type: 'timestamp_value', value: { seconds: 1_700_000_000, nanos: 250_000_000 } })).toEqual({
      timestampValue: '2023-11-14T22:13:20.250Z',
    });
  });

  it('encodes arrays and maps recursively', () => {
    expect(
      restValue({
        type: 'map_value',
        value: { tags: { type: 'array_value', value: [{ type: 'string_value', value: 'ibs' }] } },
      }),
    ).toEqual({ mapValue: { fields: { tags: { arrayValue: { values: [{ stringValue: 'ibs' }] } } } } });
  });
});
