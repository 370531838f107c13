import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Archetype } from '../../../shared/schemas/archetype';
import { db } from '../../db/db';
import { createAppRouter } from '../../router';
import { CATALOGUE_META } from '../content/catalogueCache';
import { ArchetypeBody } from './ArchetypeBody';
import { sanitizeArchetypeHtml } from './sanitizeArchetypeHtml';

const MALICIOUS = [
  '<h2 onclick="alert(1)">Stored XSS probe</h2>',
  '<p>Before<script>window.__pwned = true</script>after</p>',
  '<img src="x" onerror="window.__pwned = true">',
  '<p><a href="javascript:window.__pwned=true">js link</a> <a href="JaVaScRiPt&#58;alert(1)">encoded</a>',
  ' <a href="data:text/html,<script>alert(1)</script>">data</a> <a href="//evil.example">proto-relative</a></p>',
  '<svg onload="window.__pwned = true"></svg><iframe src="https://evil.example"></iframe>',
  '<p style="color:red" class="x">styled</p><a href="https://example.com/guide" onmouseover="alert(1)">safe</a>',
].join('');

function expectInert(container: Element): void {
  expect(container.querySelectorAll('script, img, svg, iframe, style, [style], [class]')).toHaveLength(0);
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) expect(attribute.startsWith('on'), attribute).toBe(false);
  }
  const hrefs = [...container.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
  expect(hrefs).toEqual(['https://example.com/guide']);
  expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
}

afterEach(cleanup);

describe('sanitizeArchetypeHtml (DOMPurify)', () => {
  it('keeps the guide markup and opens outside links safely in a new tab', () => {
    const html = sanitizeArchetypeHtml('<h2>Needs</h2><p>See <a href="https://scrumguides.org">the guide</a> and <a href="/learn">learn</a>.</p>');
    expect(html).toBe(
      '<h2>Needs</h2><p>See <a href="https://scrumguides.org" target="_blank" rel="noopener noreferrer">the guide</a> and <a href="/learn">learn</a>.</p>',
    );
  });
});

describe('ArchetypeBody', () => {
  it('renders a malicious body inert', () => {
    render(<ArchetypeBody html={MALICIOUS} />);
    const body = screen.getByTestId('archetype-body');
    expect(screen.getByRole('heading', { name: 'Stored XSS probe' })).toBeTruthy();
    expect(body.textContent).toContain('Beforeafter');
    expectInert(body);
  });
});

describe('archetype detail page', () => {
  beforeEach(async () => {
    await db.meta.put({ key: CATALOGUE_META.ready, value: true });
  });

  async function renderAt(path: string) {
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
    await act(async () => {
      render(<RouterProvider router={router} />);
      await router.load();
    });
  }

  it('shows a cached archetype with its metadata and renders a stored-XSS body inert', async () => {
    const probe: Archetype = {
      id: 'xss-probe',
      title: 'XSS Probe Archetype',
      description: 'An archetype whose body tries to run script.',
      date: '2026-03-04',
      author: 'Mallory',
      tags: ['Support', 'Security'],
      htmlContent: MALICIOUS,
    };
    await db.archetypes.put(probe);
    await renderAt('/archetypes/xss-probe');
    expect(await screen.findByRole('heading', { level: 1, name: 'XSS Probe Archetype' })).toBeTruthy();
    expect(screen.getByText('Mallory')).toBeTruthy();
    expect(screen.getByText('Security')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stored XSS probe' })).toBeTruthy();
    expectInert(screen.getByTestId('archetype-body'));
  });

  it('shows Archetype Not Found with a way back for an unknown id', async () => {
    await renderAt('/archetypes/does-not-exist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Archetype Not Found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText("The archetype you're looking for doesn't exist or couldn't be loaded.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Archetypes' }).getAttribute('href')).toBe('/archetypes');
  });
});
