import type { ComponentProps } from 'react';

const BARS = [
  { x1: 9.5, x2: 22.5, y: 6.5, colour: 'var(--color-needs-bright)' },
  { x1: 7.5, x2: 24.5, y: 11.3, colour: 'var(--color-values-bright)' },
  { x1: 6, x2: 26, y: 16, colour: 'var(--color-principles-bright)' },
  { x1: 7.5, x2: 24.5, y: 20.7, colour: 'var(--color-practices-bright)' },
  { x1: 9.5, x2: 22.5, y: 25.5, colour: 'var(--color-tools-bright)' },
];

/** The brand mark: five level-coloured bars stacked into a spine. Decorative unless given a title. */
export function SpineIcon(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <g strokeLinecap="round" strokeWidth={3}>
        {BARS.map((bar) => (
          <line key={bar.y} x1={bar.x1} x2={bar.x2} y1={bar.y} y2={bar.y} stroke={bar.colour} />
        ))}
      </g>
    </svg>
  );
}
