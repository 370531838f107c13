import { Link } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFeedbackStore } from '../feedback/feedbackStore';
import { useShowBranding } from '../flags/currentFlags';
import { SpineIcon } from './SpineIcon';

/** The outbound company link shown only with branding on (spec §1). */
const COMPANY_URL = 'https://spinemodel.info';

const linkClass = 'rounded text-sm text-muted hover:text-ink hover:underline underline-offset-4';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-ink">{title}</h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </div>
  );
}

/** Site footer: description, Product and Support links, and the company link when branding is on. */
export function Footer() {
  const openFeedback = useFeedbackStore((state) => state.openFeedback);
  const showSpineExplorerBranding = useShowBranding();
  return (
    <footer className="render-near-623 md:render-near-263 mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="flex items-center gap-2 text-base font-bold text-ink">
            <SpineIcon className="size-6" />
            Spine Explorer
          </p>
          <p className="mt-3 max-w-md text-sm text-muted">
            Learn the Spine Model and map your system: set a boundary, then work through Needs, Values,
            Principles, Practices and Tools. Draft with AI, refine, export and share — even offline.
          </p>
          {showSpineExplorerBranding && (
            <a
              href={COMPANY_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand hover:underline underline-offset-4"
            >
              About the Spine Model
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
        <FooterColumn title="Product">
          <li>
            <Link to="/" className={linkClass}>
              Spine Explorer
            </Link>
          </li>
          <li>
            <Link to="/learn" className={linkClass}>
              Help &amp; Guide
            </Link>
          </li>
          <li>
            <Link to="/" className={linkClass}>
              Home
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title="Support">
          <li>
            <Link to="/documentation" className={linkClass}>
              Help &amp; Documentation
            </Link>
          </li>
          <li>
            <button type="button" className={linkClass} onClick={() => openFeedback('feature')}>
              Request Feature
            </button>
          </li>
          <li>
            <button type="button" className={linkClass} onClick={() => openFeedback('bug')}>
              Submit Bug Report
            </button>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted sm:px-6">
          © {new Date().getFullYear()} Spine Explorer. The Spine Model was created by Kevin Trethewey and
          Danie Roux.
        </p>
      </div>
    </footer>
  );
}
