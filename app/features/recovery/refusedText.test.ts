import { describe, expect, it } from 'vitest';
import { refusedText } from './refusedText';

const hlc = '000001700000000-000000-d';

describe('refusedText', () => {
  it('says what refused operations did, by field and by list', () => {
    const text = refusedText(
      [
        { type: 'set', field: 'title', value: 'X', prev: null, hlc },
        { type: 'add', item: 'a', level: 'values', order: 'a0', text: 'Speed', hlc },
        { type: 'add', item: 'b', level: 'values', order: 'a1', text: 'Calm', hlc },
        { type: 'remove', item: 'c', seen: hlc, hlc },
        { type: 'delete', hlc },
      ],
      (id) => (id === 'c' ? 'tools' : null),
    );
    expect(text).toBe('changed the title; added 2 items to Values; removed 1 item from Tools; moved the map to Trash.');
  });

  it('says nothing for no operations', () => {
    expect(refusedText([], () => null)).toBe('');
  });
});
