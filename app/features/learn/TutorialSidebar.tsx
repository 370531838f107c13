import { Link } from '@tanstack/react-router';
import { BookOpen, ChevronRight, MessagesSquare, Video } from 'lucide-react';
import { Suspense, useState } from 'react';
import { LEVELS } from '../../../shared/levels';
import { Button } from '../../ui/Button';
import { buttonClasses } from '../../ui/buttonClasses';
import { Card } from '../../ui/Card';
import { cn } from '../../ui/cn';
import type { HelpTopic } from './HelpDialog';
import { LevelIcon } from './LevelIcon';
import { LEVEL_STYLES } from './levelStyles';
import { lazyOptional } from '../../ui/lazyOptional';

// The dialog (Radix) loads on first use; it is precached, so it opens offline too.
const HelpDialog = lazyOptional(() => import('./HelpDialog').then((module) => module.HelpDialog));

/** The tutorial's sidebar: a quick reference to the five lessons and where to get help. */
export function TutorialSidebar() {
  const [topic, setTopic] = useState<HelpTopic | null>(null);
  const [requested, setRequested] = useState(false);
  const open = (next: HelpTopic) => {
    setRequested(true);
    setTopic(next);
  };
  return (
    <aside className="space-y-6" aria-label="Tutorial help">
      <Card>
        <Card.Header>
          <Card.Title as="h2">Quick Reference</Card.Title>
          <Card.Description>Open a level&rsquo;s full lesson.</Card.Description>
        </Card.Header>
        <Card.Content>
          <ul className="space-y-1">
            {LEVELS.map((level, index) => (
              <li key={level.id}>
                <Link
                  to={`/learn/${level.id}`}
                  className="group flex items-center gap-3 rounded-lg p-2 hover:bg-slate-50"
                >
                  <span
                    className={cn(
                      'flex size-8 shrink-0 items-center justify-center rounded-full',
                      LEVEL_STYLES[level.id].soft,
                      LEVEL_STYLES[level.id].text,
                    )}
                  >
                    <LevelIcon level={level.id} className="size-4" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-medium">
                      {index + 1}. {level.title}
                    </span>
                    <span className="block text-xs text-muted">{level.description}</span>
                  </span>
                  <ChevronRight className="size-4 text-muted group-hover:text-ink" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </Card.Content>
      </Card>
      <Card>
        <Card.Header>
          <Card.Title as="h2">Need Help?</Card.Title>
          <Card.Description>Guides, examples and people to learn with.</Card.Description>
        </Card.Header>
        <Card.Content className="grid gap-2">
          <Link
            to="/documentation"
            className={buttonClasses({ variant: 'outline', className: 'justify-start' })}
          >
            <BookOpen aria-hidden="true" />
            Documentation
          </Link>
          <Button
            variant="outline"
            className="justify-start"
            onClick={() => open('video')}
            aria-haspopup="dialog"
          >
            <Video aria-hidden="true" />
            Video Examples
          </Button>
          <Button
            variant="outline"
            className="justify-start"
            onClick={() => open('community')}
            aria-haspopup="dialog"
          >
            <MessagesSquare aria-hidden="true" />
            Community Forum
          </Button>
        </Card.Content>
      </Card>
      {requested && (
        <Suspense fallback={null}>
          <HelpDialog topic={topic} onClose={() => setTopic(null)} />
        </Suspense>
      )}
    </aside>
  );
}
