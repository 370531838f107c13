import { describe, expect, it } from 'vitest';
import { liveClientMessageSchema, liveServerMessageSchema, parseLiveMessage } from './live';

describe('parseLiveMessage', () => {
  it('reads a message of the protocol', () => {
    expect(
      parseLiveMessage(liveClientMessageSchema, '{"type":"focus","mapId":"m1","level":"boundary"}'),
    ).toEqual({
      type: 'focus',
      mapId: 'm1',
      level: 'boundary',
    });
    expect(
      parseLiveMessage(liveServerMessageSchema, '{"type":"changed","mapId":"m1","rev":3,"seq":9}'),
    ).toEqual({
      type: 'changed',
      mapId: 'm1',
      rev: 3,
      seq: 9,
    });
  });

  it('answers null for text that is not JSON, or not a known message', () => {
    for (const text of [
      '',
      '{',
      'null',
      '[]',
      '{"type":"shout","mapId":"m1"}',
      '{"type":"focus","mapId":"m1","level":"roof"}',
    ]) {
      expect(parseLiveMessage(liveClientMessageSchema, text)).toBeNull();
    }
  });

  it('never hands content to a client: a poke with a map in it loses it', () => {
    const poke = parseLiveMessage(
      liveServerMessageSchema,
      '{"type":"changed","mapId":"m1","rev":3,"seq":9,"map":{"title":"secret"}}',
    );
    expect(poke).toEqual({ type: 'changed', mapId: 'm1', rev: 3, seq: 9 });
  });
});
