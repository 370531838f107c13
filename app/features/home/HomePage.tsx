import { Link } from '@tanstack/react-router';
import { ArrowRight, BookOpen } from 'lucide-react';
import { LEVELS } from '../../../shared/levels';
import { buttonClasses } from '../../ui/buttonClasses';

/** Home (placeholder hero until the home issue lands). */
export function HomePage() {
  return (
    <section className="bg-gradient-to-b from-brand-soft to-canvas">
      <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
          Make sense of your system with the Spine Model
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
          Define your system boundary, then work through {LEVELS.map((level) => level.title).join(', ')} — and
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
  );
}
