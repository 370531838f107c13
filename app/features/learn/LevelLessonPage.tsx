import { Link } from '@tanstack/react-router';
import {
  AlertTriangle,
  ArrowLeft,
  ArrowRight,
  CheckCircle2,
  ChevronRight,
  Lightbulb,
  XCircle,
} from 'lucide-react';
import { levelLesson } from '../../../shared/content/lessons';
import { levelGuide } from '../../../shared/content/levels';
import { LEVELS, type LevelId } from '../../../shared/levels';
import { buttonClasses } from '../../ui/buttonClasses';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { cn } from '../../ui/cn';
import { PageContainer } from '../../ui/PageContainer';
import { LevelIcon } from './LevelIcon';
import { LEVEL_STYLES } from './levelStyles';
import { StatementTemplate } from './StatementTemplate';

const COUNT_WORDS = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six'];

/** A level's lesson page (/learn/{levelId}): every level is rendered from its LEVEL_LESSONS entry. */
export function LevelLessonPage({ levelId }: { levelId: LevelId }) {
  const lesson = levelLesson(levelId);
  const guide = levelGuide(levelId);
  const style = LEVEL_STYLES[levelId];
  const level = LEVELS.find((candidate) => candidate.id === levelId);
  return (
    <PageContainer className="space-y-10">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/learn" className="hover:text-ink hover:underline">
              Tutorial
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="font-medium text-ink">
            {lesson.title}
          </li>
        </ol>
      </nav>

      <header className={cn('rounded-card border-l-8 bg-surface p-6 shadow-sm sm:p-8', style.border)}>
        <div className="flex items-center gap-3">
          <span
            className={cn('flex size-12 items-center justify-center rounded-full', style.soft, style.text)}
          >
            <LevelIcon level={levelId} className="size-6" />
          </span>
          <Badge variant={levelId}>Level {lesson.number} of 5</Badge>
        </div>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{lesson.title}</h1>
        <p className="mt-2 text-lg text-muted">{lesson.subtitle}</p>
        {level && <p className="mt-1 text-sm text-muted">{level.description}</p>}
        <div className={cn('mt-6 rounded-lg p-4', style.soft)}>
          <p className={cn('text-xs font-semibold tracking-wide uppercase', style.text)}>Key question</p>
          <p className="mt-1 text-lg font-medium">{lesson.keyQuestion}</p>
        </div>
      </header>

      <LevelSwitcher current={levelId} />

      <section aria-labelledby="purpose" className="max-w-3xl">
        <h2 id="purpose" className="text-2xl font-semibold tracking-tight">
          Purpose
        </h2>
        <p className="mt-3 leading-relaxed text-ink/90">{lesson.purpose}</p>
      </section>

      <section aria-labelledby="characteristics">
        <h2 id="characteristics" className="text-2xl font-semibold tracking-tight">
          Characteristics
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {lesson.characteristics.map((item) => (
            <li key={item.title} className="rounded-card border border-line bg-surface p-5 shadow-sm">
              <h3 className={cn('font-semibold', style.text)}>{item.title}</h3>
              <p className="mt-1 text-sm text-muted">{item.description}</p>
            </li>
          ))}
        </ul>
      </section>

      {lesson.categories && (
        <section aria-labelledby="categories">
          <h2 id="categories" className="text-2xl font-semibold tracking-tight">
            Categories
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {lesson.categories.map((category) => (
              <li key={category.name}>
                <Card className="h-full">
                  <Card.Header>
                    <Card.Title>{category.name}</Card.Title>
                    <Card.Description>{category.description}</Card.Description>
                  </Card.Header>
                  <Card.Content>
                    <ul className="flex flex-wrap gap-2" aria-label={`${category.name} examples`}>
                      {category.examples.map((example) => (
                        <li key={example}>
                          <Badge variant={levelId}>{example}</Badge>
                        </li>
                      ))}
                    </ul>
                  </Card.Content>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="examples" className="grid gap-6 lg:grid-cols-2">
        <h2 id="examples" className="sr-only">
          Examples
        </h2>
        <div>
          <h3 className="flex items-center gap-2 text-xl font-semibold text-success">
            <CheckCircle2 className="size-5" aria-hidden="true" />
            Good examples
          </h3>
          <ul className="mt-3 space-y-3">
            {lesson.goodExamples.map((example) => (
              <li key={example.text} className="rounded-card border border-green-200 bg-success-soft p-4">
                <p className="font-medium">{example.text}</p>
                <p className="mt-1 text-sm text-muted">{example.why}</p>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="flex items-center gap-2 text-xl font-semibold text-danger">
            <XCircle className="size-5" aria-hidden="true" />
            Poor examples
          </h3>
          <ul className="mt-3 space-y-3">
            {lesson.poorExamples.map((example) => (
              <li key={example.text} className="rounded-card border border-red-200 bg-danger-soft p-4">
                <p className="font-medium">
                  <span className="sr-only">Poor example: </span>
                  {example.text}
                </p>
                <p className="mt-1 text-sm text-muted">{example.problem}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="watch-out" className="grid gap-4 md:grid-cols-2">
        <h2 id="watch-out" className="sr-only">
          Common confusions
        </h2>
        <div className="rounded-card border border-amber-200 bg-amber-50 p-5">
          <h3 className="flex items-center gap-2 font-semibold text-amber-900">
            <AlertTriangle className="size-4" aria-hidden="true" />
            What it is not
          </h3>
          <p className="mt-2 text-sm text-amber-950">{guide.notThis}</p>
        </div>
        <div className="rounded-card border border-line bg-surface p-5">
          <h3 className="flex items-center gap-2 font-semibold">
            <Lightbulb className="size-4 text-brand" aria-hidden="true" />A sign you have slipped a level
          </h3>
          <p className="mt-2 text-sm text-muted">{guide.smell}</p>
        </div>
      </section>

      <section aria-labelledby="steps">
        <h2 id="steps" className="text-2xl font-semibold tracking-tight">
          {COUNT_WORDS[lesson.steps.length] ?? lesson.steps.length} steps to define your {levelId}
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-2">
          {lesson.steps.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-4 rounded-card border border-line bg-surface p-5 shadow-sm"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-9 shrink-0 items-center justify-center rounded-full font-bold text-white',
                  style.bar,
                )}
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm text-muted">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-label={lesson.template.heading}>
        <StatementTemplate template={lesson.template} accent={style.border} />
      </section>

      <nav
        aria-label="Lesson navigation"
        className="flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:items-center"
      >
        {lesson.previous && (
          <Link to={lesson.previous.href} className={buttonClasses({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" />
            {lesson.previous.label}
          </Link>
        )}
        <div className="flex flex-col gap-3 sm:ml-auto sm:flex-row">
          <Link to={lesson.cta.href} className={buttonClasses({ variant: 'secondary' })}>
            {lesson.cta.label}
          </Link>
          {lesson.next ? (
            <Link to={lesson.next.href} className={buttonClasses()}>
              {lesson.next.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          ) : (
            <Link to="/learn" className={buttonClasses()}>
              Back to the tutorial
              <ArrowRight aria-hidden="true" />
            </Link>
          )}
        </div>
      </nav>
    </PageContainer>
  );
}

/** The five lessons as a strip, so a learner can jump between levels and see where this one sits. */
function LevelSwitcher({ current }: { current: LevelId }) {
  return (
    <nav aria-label="Levels">
      <ol className="grid grid-cols-5 gap-1 sm:gap-2">
        {LEVELS.map((level, index) => {
          const active = level.id === current;
          const style = LEVEL_STYLES[level.id];
          return (
            <li key={level.id}>
              <Link
                to={`/learn/${level.id}`}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex flex-col items-center gap-1 rounded-lg border px-1 py-2 text-center text-xs font-medium transition-colors sm:flex-row sm:justify-center sm:gap-2 sm:text-sm',
                  active
                    ? cn(style.soft, style.border, style.text)
                    : 'border-line bg-surface text-muted hover:text-ink',
                )}
              >
                <LevelIcon level={level.id} className="size-4" />
                <span>
                  <span className="sr-only">Level {index + 1}: </span>
                  {level.title}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
