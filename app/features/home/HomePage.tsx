import { Link } from '@tanstack/react-router';
import {
  ArrowRight,
  BookOpen,
  ExternalLink,
  GraduationCap,
  Headphones,
  LayoutTemplate,
  Library,
  MessagesSquare,
  Newspaper,
  Search,
  Wand2,
} from 'lucide-react';
import { Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { buttonClasses } from '../../ui/buttonClasses';
import { Card } from '../../ui/Card';
import { Input } from '../../ui/Input';
import { LinkCardGrid, type LinkCard } from '../../ui/LinkCardGrid';
import { FeaturedSkeletons } from './FeaturedSkeletons';
import { LearningPathSkeleton } from './LearningPathSkeleton';
import { SpineDiagram } from './SpineDiagram';
import { useNearViewport } from './useNearViewport';
import { lazyOptional } from '../../ui/lazyOptional';

// The Dexie-backed sections live in their own chunk and load when scrolled near (or after a
// moment), keeping IndexedDB and the lesson content out of the first paint (design §10).
const FeaturedMapsGrid = lazyOptional(() =>
  import('./liveSections').then((module) => module.FeaturedMapsGrid),
);
const LearningPath = lazyOptional(() => import('./liveSections').then((module) => module.LearningPath));

const SPINE_MODEL_URL = 'https://spinemodel.info';

const FEATURES: LinkCard[] = [
  {
    title: 'Learn Step by Step',
    description: 'Four short lessons and a hands-on exercise take you from the big idea to a real map.',
    to: '/learn',
    cta: 'Start learning',
    icon: <GraduationCap aria-hidden="true" />,
  },
  {
    title: 'Custom Builder',
    description: 'Describe your system boundary and get a draft spine map to refine with your team.',
    to: '/generator',
    cta: 'Build a map',
    icon: <Wand2 aria-hidden="true" />,
  },
  {
    title: 'Template Library',
    description: 'Start from a ready-made spine for engineering, support, product, consulting and more.',
    to: '/templates',
    cta: 'Browse templates',
    icon: <LayoutTemplate aria-hidden="true" />,
  },
  {
    title: 'Example Library',
    description: 'Explore finished maps from many industries and team sizes to see the model at work.',
    to: '/catalogue',
    cta: 'See examples',
    icon: <Library aria-hidden="true" />,
  },
];

/** Home: hero, the spine explained, features, featured maps, learning path, resources and a closing call to action. */
export function HomePage() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const liveRef = useRef<HTMLDivElement>(null);
  const showLive = useNearViewport(liveRef);

  return (
    <>
      <section className="bg-gradient-to-b from-brand-soft to-canvas">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
            Make sense of your system with the Spine Model
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
            Define your system boundary, then work through Needs, Values, Principles, Practices and Tools, and
            turn a fuzzy team conversation into a clear, shareable map.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/learn" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              <BookOpen aria-hidden="true" />
              Learn How It Works
            </Link>
            <Link to="/generator" className={buttonClasses({ size: 'lg' })}>
              Create Your Spine Map
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="what-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
        <Card className="grid gap-8 p-6 sm:p-8 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="what-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              What is a spine map?
            </h2>
            <p className="mt-4 leading-relaxed text-muted">
              Teams often argue about tools and processes when they really disagree about something deeper.
              The Spine Model gives every part of the conversation a place: first you agree what is inside
              your system, then you describe it at five levels, from why it exists down to what you use.
            </p>
            <ul className="mt-4 space-y-2 text-sm">
              <li>
                <strong>Top to bottom</strong>, each level gives the reason for the one beneath it.
              </li>
              <li>
                <strong>When you are stuck</strong>, go up a level until you agree, then come back down
                together.
              </li>
              <li>
                <strong>Needs change slowly</strong>, tools change often, so the top of the spine keeps you
                steady.
              </li>
            </ul>
            <Link to="/learn" className={buttonClasses({ variant: 'link', className: 'mt-5' })}>
              Take the four-step tutorial
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
          <SpineDiagram />
        </Card>
      </section>

      <section
        aria-labelledby="features-heading"
        className="render-near-936 lg:render-near-242 mx-auto max-w-6xl px-4 pt-16 sm:px-6"
      >
        <h2 id="features-heading" className="sr-only">
          What you can do
        </h2>
        <LinkCardGrid cards={FEATURES} />
      </section>

      <div ref={liveRef}>
        <section
          aria-labelledby="featured-heading"
          className="render-near-2097 lg:render-near-745 mx-auto max-w-6xl px-4 py-16 sm:px-6"
        >
          <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
            <div>
              <h2 id="featured-heading" className="text-3xl font-bold tracking-tight">
                Featured Spine Maps
              </h2>
              <p className="mt-2 text-muted">
                See how other teams describe their systems, from needs down to tools.
              </p>
            </div>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <label htmlFor={searchId} className="sr-only">
                Search featured spine maps
              </label>
              <div className="relative sm:w-72">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
                  aria-hidden="true"
                />
                <Input
                  id={searchId}
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder="Search spine maps..."
                  className="pl-9"
                />
              </div>
              <Link to="/catalogue" className={buttonClasses({ variant: 'outline' })}>
                View All Examples
                <ArrowRight aria-hidden="true" />
              </Link>
            </div>
          </div>
          <div className="mt-8">
            {showLive ? (
              <Suspense fallback={<FeaturedSkeletons />}>
                <FeaturedMapsGrid search={search} onClear={() => setSearch('')} />
              </Suspense>
            ) : (
              <FeaturedSkeletons />
            )}
          </div>
        </section>

        <section
          aria-labelledby="path-heading"
          className="render-near-990 lg:render-near-678 border-y border-line bg-surface"
        >
          <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
            <div>
              <h2 id="path-heading" className="text-3xl font-bold tracking-tight">
                Your Learning Path
              </h2>
              <p className="mt-3 text-muted">
                Four lessons, about two hours in all. Work through them alone or as a team; your progress is
                saved on this device and works offline.
              </p>
            </div>
            {showLive ? (
              <Suspense fallback={<LearningPathSkeleton />}>
                <LearningPath />
              </Suspense>
            ) : (
              <LearningPathSkeleton />
            )}
          </div>
        </section>
      </div>

      <section
        aria-labelledby="resources-heading"
        className="render-near-1010 lg:render-near-426 mx-auto max-w-6xl px-4 py-16 sm:px-6"
      >
        <h2 id="resources-heading" className="text-3xl font-bold tracking-tight">
          Additional Resources
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          <ResourceCard
            icon={<Headphones aria-hidden="true" />}
            title="Podcast"
            description="Hear the model's creators and practitioners talk through real cases of teams finding their needs."
            action={<ExternalResource href={SPINE_MODEL_URL}>Find talks on spinemodel.info</ExternalResource>}
          />
          <ResourceCard
            icon={<Newspaper aria-hidden="true" />}
            title="Research Articles"
            description="In-depth guides that map Scrum, Kanban, XP, Lean and other ways of working onto the five levels."
            action={
              <Link to="/archetypes" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
                Read the guides
                <ArrowRight aria-hidden="true" />
              </Link>
            }
          />
          <ResourceCard
            icon={<MessagesSquare aria-hidden="true" />}
            title="Community Forum"
            description="Swap maps, questions and workshop stories with other people who use the model."
            stats={[
              ['2,847', 'active members'],
              ['145', 'discussions per week'],
            ]}
            action={<ExternalResource href={SPINE_MODEL_URL}>Join the community</ExternalResource>}
          />
        </ul>
      </section>

      <section
        aria-labelledby="cta-heading"
        className="render-near-392 lg:render-near-272 px-4 pb-20 sm:px-6"
      >
        <div className="mx-auto max-w-4xl rounded-card bg-brand px-6 py-12 text-center text-white shadow-lg sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
            Ready to map your system?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-indigo-100">
            Learn the five levels in under two hours, or jump straight in and draft your first spine map now.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/learn" className={buttonClasses({ size: 'lg', variant: 'inverse' })}>
              Start Free Tutorial
            </Link>
            <Link
              to="/generator"
              className={buttonClasses({
                size: 'lg',
                variant: 'outline',
                className: 'border-white/60 bg-transparent text-white hover:bg-white/10',
              })}
            >
              Try Generator
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

function ResourceCard({
  icon,
  title,
  description,
  stats,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  stats?: [string, string][];
  action: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-sm">
      <span className="flex size-10 items-center justify-center rounded-lg bg-brand-soft text-brand [&_svg]:size-5">
        {icon}
      </span>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-1 flex-1 text-sm text-muted">{description}</p>
      {stats && (
        <dl className="mt-4 grid grid-cols-2 gap-3">
          {stats.map(([figure, label]) => (
            <div key={label} className="rounded-lg bg-canvas p-3">
              <dt className="sr-only">{label}</dt>
              <dd className="text-xl font-bold">{figure}</dd>
              <dd className="text-xs text-muted" aria-hidden="true">
                {label}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mt-5">{action}</div>
    </li>
  );
}

function ExternalResource({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className={buttonClasses({ variant: 'outline', className: 'w-full' })}
    >
      {children}
      <ExternalLink aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
