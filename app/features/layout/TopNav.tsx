import { Link, useRouterState } from '@tanstack/react-router';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '../../ui/buttonClasses';
import { cn } from '../../ui/cn';
import { NavAccountSlot } from '../auth/NavAccountSlot';
import { isNavActive } from './navActive';
import { SpineIcon } from './SpineIcon';
import { useFirstPageShown } from './useFirstPageShown';

const LINKS = [
  { href: '/learn', label: 'Learn' },
  { href: '/templates', label: 'Templates' },
  { href: '/generator', label: 'Create' },
  { href: '/catalogue', label: 'Examples' },
] as const;

/** The top navigation bar; below `md` the links fold into a toggled menu. */
export function TopNav() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  const menuId = useId();
  const firstPageShown = useFirstPageShown();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Close the menu when the route changes (adjusting state during render, not in an effect).
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const linkClass = (href: string, extra?: string) =>
    cn(
      'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
      isNavActive(pathname, href)
        ? 'bg-brand-soft text-brand-strong'
        : 'text-muted hover:bg-slate-100 hover:text-ink',
      extra,
    );

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-lg text-base font-bold tracking-tight whitespace-nowrap text-ink sm:text-lg"
        >
          <SpineIcon className="size-7" />
          {/* Below 360 px the mark alone fits beside the menu and account buttons. */}
          <span className="max-[359px]:sr-only">Spine Explorer</span>
        </Link>
        <ul className="ml-auto hidden items-center gap-1 md:flex">
          {LINKS.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className={linkClass(link.href)}
                aria-current={isNavActive(pathname, link.href) ? 'page' : undefined}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {/* Wrapped: buttonClasses sets inline-flex, which would override `hidden` on the link itself. */}
        <div className="hidden md:block">
          <Link to="/generator" className={buttonClasses({ size: 'sm' })}>
            Get Started
          </Link>
        </div>
        <button
          ref={toggleRef}
          type="button"
          className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'ml-auto md:hidden' })}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        {/* The account slot fills in after the first paint; its width is kept from the start (the
            widest it gets: sync badge, My maps, Log In) so nothing in the bar moves when it does. */}
        <div className="flex min-w-[6.75rem] shrink-0 justify-end sm:min-w-[15rem] md:min-w-[20rem]">
          {firstPageShown && <NavAccountSlot />}
        </div>
      </nav>
      <div id={menuId} hidden={!menuOpen} className="border-t border-line bg-surface md:hidden">
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {LINKS.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className={linkClass(link.href, 'block')}
                aria-current={isNavActive(pathname, link.href) ? 'page' : undefined}
                onClick={() => setMenuOpen(false)}
              >
                {link.label}
              </Link>
            </li>
          ))}
          <li className="pt-2">
            <Link
              to="/generator"
              className={buttonClasses({ className: 'w-full' })}
              onClick={() => setMenuOpen(false)}
            >
              Get Started
            </Link>
          </li>
        </ul>
      </div>
    </header>
  );
}
