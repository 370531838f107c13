import { describe, expect, it } from 'vitest';
import { renderedPageShell } from './renderedPageShell';

// What Vite writes into dist/app/index.html, trimmed.
const SHELL = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-Ab12.js"></script>
<link rel="modulepreload" crossorigin href="/assets/framework-Cd34.js">
<link rel="stylesheet" crossorigin href="/assets/index-Ef56.css">
<link rel="manifest" href="/manifest.webmanifest">
</head><body><div id="root"></div></body></html>`;

describe('renderedPageShell', () => {
  it('inlines the stylesheet and leaves the scripts to /boot.js, after the first paint', () => {
    const read: string[] = [];
    const page = renderedPageShell(SHELL, (path) => {
      read.push(path);
      return 'body{color:red}';
    });
    expect(read).toEqual(['/assets/index-Ef56.css']);
    expect(page).toContain('<style>body{color:red}</style>');
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).toContain(
      '<script src="/boot.js" defer data-entry="/assets/index-Ab12.js" data-preload="/assets/framework-Cd34.js"></script>',
    );
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(page).toContain('<div id="root"></div>');
  });

  it('cannot be closed early by the stylesheet', () => {
    const page = renderedPageShell(SHELL, () => 'a{content:"</style><script>x()</script>"}');
    expect(page.match(/<\/style>/g)).toHaveLength(1);
  });

  it('leaves a shell without an entry script its scripts', () => {
    const shell = '<script src="/x.js"></script><div id="root"></div>';
    expect(renderedPageShell(shell, () => '')).toBe(shell);
  });
});
