import { describe, expect, it } from 'vitest';
import { captureAllowed } from './privacy';

describe('captureAllowed', () => {
  it('allows capture when the browser sends no preference', () => {
    expect(captureAllowed({ doNotTrack: null })).toBe(true);
    expect(captureAllowed({ doNotTrack: '0', globalPrivacyControl: false })).toBe(true);
  });

  it('captures nothing with Do Not Track', () => {
    expect(captureAllowed({ doNotTrack: '1' })).toBe(false);
  });

  it('captures nothing with Global Privacy Control', () => {
    expect(captureAllowed({ doNotTrack: null, globalPrivacyControl: true })).toBe(false);
  });
});
