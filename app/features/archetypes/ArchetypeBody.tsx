import { useMemo } from 'react';
import { sanitizeArchetypeHtml } from './sanitizeArchetypeHtml';

const PROSE = [
  'max-w-none text-base leading-relaxed text-ink',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5',
  '[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-strong',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand/40 [&_blockquote]:pl-4 [&_blockquote]:text-muted [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm',
  '[&>*:first-child]:mt-0',
].join(' ');

/** An archetype's HTML body, sanitised with DOMPurify right before it reaches the DOM. */
export function ArchetypeBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeArchetypeHtml(html), [html]);
  return <div className={PROSE} data-testid="archetype-body" dangerouslySetInnerHTML={{ __html: safe }} />;
}
