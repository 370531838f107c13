import { Link } from '@tanstack/react-router';
import {
  ArrowRight,
  BookMarked,
  ChevronDown,
  Compass,
  ExternalLink,
  GraduationCap,
  Layers,
  Wand2,
} from 'lucide-react';
import { SPINE_MODEL_CREDIT } from '../../../shared/content/credits';
import { GLOSSARY, QUICK_REFERENCE_TERMS } from '../../../shared/content/glossary';
import type { GlossaryTerm } from '../../../shared/schemas/glossary';
import { buttonClasses } from '../../ui/buttonClasses';
import { Card } from '../../ui/Card';
import { LinkCardGrid, type LinkCard } from '../../ui/LinkCardGrid';
import { PageContainer } from '../../ui/PageContainer';

const TOPICS: LinkCard[] = [
  {
    title: 'Organisational Archetypes',
    description:
      'How Scrum, Kanban, XP, Lean and other ways of working look when mapped onto the five levels.',
    to: '/archetypes',
    cta: 'Browse archetypes',
    icon: <Compass aria-hidden="true" />,
  },
  {
    title: 'Getting Started',
    description:
      'New to the Spine Model? The four-step tutorial explains the idea and has you map a real team.',
    to: '/learn',
    cta: 'Start the tutorial',
    icon: <GraduationCap aria-hidden="true" />,
  },
  {
    title: 'The Five Levels',
    description:
      'Needs, Values, Principles, Practices and Tools: what each asks, with good and poor examples.',
    to: '/learn',
    cta: 'Learn the levels',
    icon: <Layers aria-hidden="true" />,
  },
  {
    title: 'Building Your Map',
    description: 'Describe your system boundary and get a draft spine map you can refine, export and share.',
    to: '/generator',
    cta: 'Open the generator',
    icon: <Wand2 aria-hidden="true" />,
  },
];

const termById = new Map(GLOSSARY.map((entry) => [entry.id, entry]));

/** /documentation: topics, the quick-reference glossary (with the full glossary below), next steps and the model's credit. */
export function DocumentationPage() {
  const moreTerms = GLOSSARY.filter((entry) => !entry.quickReference);
  return (
    <>
      <section className="bg-gradient-to-b from-brand-soft to-canvas">
        <div className="mx-auto max-w-6xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <BookMarked className="mx-auto size-10 text-brand" aria-hidden="true" />
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
            Help &amp; Documentation
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
            Everything you need to understand the Spine Model and map your own system: guides, the key terms
            and where to go next.
          </p>
        </div>
      </section>

      <PageContainer className="space-y-14 pt-0 sm:pt-0">
        <section aria-labelledby="topics-heading">
          <h2 id="topics-heading" className="sr-only">
            Topics
          </h2>
          <LinkCardGrid cards={TOPICS} label="Topics" />
        </section>

        <section aria-labelledby="glossary-heading">
          <h2 id="glossary-heading" className="text-3xl font-bold tracking-tight">
            Quick Reference
          </h2>
          <p className="mt-2 text-muted">The six terms you will use in every spine conversation.</p>
          <dl className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="quick-reference">
            {QUICK_REFERENCE_TERMS.map((entry) => (
              <TermCard key={entry.id} entry={entry} />
            ))}
          </dl>

          {moreTerms.length > 0 && (
            <details className="group mt-6 rounded-card border border-line bg-surface">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-2 p-5 font-semibold [&::-webkit-details-marker]:hidden">
                Full glossary ({GLOSSARY.length} terms)
                <ChevronDown
                  className="size-5 text-muted transition group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <dl className="grid gap-4 border-t border-line p-5 md:grid-cols-2">
                {moreTerms.map((entry) => (
                  <TermCard key={entry.id} entry={entry} />
                ))}
              </dl>
            </details>
          )}
        </section>

        <section aria-labelledby="next-heading">
          <Card className="flex flex-col gap-6 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
            <div>
              <h2 id="next-heading" className="text-2xl font-bold tracking-tight">
                Ready to map your system?
              </h2>
              <p className="mt-2 text-muted">
                Draft a spine from your own boundary, or start from a proven template.
              </p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link to="/generator" className={buttonClasses()}>
                Create Your Spine Map
                <ArrowRight aria-hidden="true" />
              </Link>
              <Link to="/templates" className={buttonClasses({ variant: 'outline' })}>
                Browse Templates
              </Link>
            </div>
          </Card>
        </section>

        <section aria-labelledby="credit-heading" className="rounded-card border border-line bg-canvas p-6">
          <h2 id="credit-heading" className="text-lg font-semibold">
            About {SPINE_MODEL_CREDIT.modelName}
          </h2>
          <p className="mt-2 max-w-3xl text-sm text-muted">{SPINE_MODEL_CREDIT.statement}</p>
          <a
            href={SPINE_MODEL_CREDIT.url}
            target="_blank"
            rel="noreferrer"
            className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
          >
            spinemodel.info
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </section>
      </PageContainer>
    </>
  );
}

function TermCard({ entry }: { entry: GlossaryTerm }) {
  const related = entry.seeAlso.flatMap((id) => {
    const other = termById.get(id);
    return other ? [other] : [];
  });
  return (
    <div
      id={`term-${entry.id}`}
      className="scroll-mt-24 rounded-card border border-line bg-surface p-5 shadow-sm"
    >
      <dt className="font-semibold">{entry.term}</dt>
      <dd className="mt-1 text-sm text-muted">{entry.definition}</dd>
      {(entry.href || related.length > 0) && (
        <dd className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          {entry.href && (
            <Link to={entry.href} className="font-medium text-brand hover:underline">
              Learn more
              <span className="sr-only"> about {entry.term}</span>
            </Link>
          )}
          {related.length > 0 && (
            <span className="text-muted">
              See also:{' '}
              {related.map((other, index) => (
                <span key={other.id}>
                  {index > 0 && ', '}
                  <a
                    href={`#term-${other.id}`}
                    className="hover:text-ink hover:underline"
                    onClick={() => {
                      // A term inside the collapsed full glossary must be revealed before the jump.
                      const details = document.getElementById(`term-${other.id}`)?.closest('details');
                      if (details && !details.open) details.open = true;
                    }}
                  >
                    {other.term}
                  </a>
                </span>
              ))}
            </span>
          )}
        </dd>
      )}
    </div>
  );
}
