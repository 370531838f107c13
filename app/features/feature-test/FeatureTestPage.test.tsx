import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeatureTestPage } from './FeatureTestPage';

afterEach(cleanup);

function valueOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('FeatureTestPage (spec §2, flag rules §1)', () => {
  it('shows the host, the full URL, the platform check and every flag for a non-platform host', () => {
    render(<FeatureTestPage />);
    expect(valueOf('Hostname')).toBe(window.location.hostname);
    expect(valueOf('Full URL')).toBe(window.location.href);
    expect(valueOf('Hosting platform')).toBe('No');
    expect(valueOf('Spine Explorer branding')).toBe('Shown');
    expect(valueOf('Advanced Analytics')).toBe('Enabled');
    expect(valueOf('Experimental Features')).toBe('Disabled');
  });

  it('hides branding when the URL names the hosting platform', () => {
    window.history.pushState({}, '', '/feature-test?from=replit');
    try {
      render(<FeatureTestPage />);
      expect(valueOf('Hosting platform')).toBe('Yes');
      expect(valueOf('Spine Explorer branding')).toBe('Hidden');
      expect(valueOf('Advanced Analytics')).toBe('Enabled');
      expect(valueOf('Experimental Features')).toBe('Disabled');
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});
