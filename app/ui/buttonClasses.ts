import { cn } from './cn';

/** Visual weight of a button or button-looking link. */
export type ButtonVariant =
  'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link' | 'inverse';
/** Size of a button or button-looking link; `icon` is a square for icon-only buttons (give it an aria-label). */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ' +
  'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 ' +
  '[&_svg]:size-4 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white shadow-sm hover:bg-brand-strong',
  secondary: 'bg-brand-soft text-brand-strong hover:bg-indigo-100',
  outline: 'border border-line bg-surface text-ink shadow-sm hover:bg-slate-50',
  ghost: 'text-ink hover:bg-slate-100',
  destructive: 'bg-danger text-white shadow-sm hover:bg-red-800',
  link: 'text-brand underline-offset-4 hover:underline px-0 h-auto',
  // On a brand-coloured band: white with brand text (cn does not resolve conflicts, so it is a variant).
  inverse: 'bg-white text-brand-strong shadow-sm hover:bg-indigo-50',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
};

/** Classes that make an element look like a Button — use on router `<Link>`s so links and buttons match. */
export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
): string {
  const { variant = 'primary', size = 'md', className } = options;
  return cn(base, variants[variant], variant === 'link' ? '' : sizes[size], className);
}
