import { Link } from '@tanstack/react-router';
import { ArrowRight, ExternalLink, MessageSquarePlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { SPINE_MODEL_CREDIT } from '../../../shared/content/credits';
import { Dialog } from '../../ui/Dialog';
import { useFeedbackStore } from '../feedback/feedbackStore';

/** Which help resource the sidebar button opened. */
export type HelpTopic = 'video' | 'community';

const rowClass =
  'flex w-full items-start gap-3 rounded-lg border border-line p-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand';

function Row({ title, children }: { title: string; children: ReactNode }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="block font-medium">{title}</span>
      <span className="block text-sm text-muted">{children}</span>
    </span>
  );
}

/** Where to find worked examples or other people to learn with; every entry leads somewhere real. */
export function HelpDialog({ topic, onClose }: { topic: HelpTopic | null; onClose: () => void }) {
  const openFeedback = useFeedbackStore((state) => state.openFeedback);
  // Keep showing the last topic while the dialog animates closed.
  const [shown, setShown] = useState<HelpTopic>('video');
  if (topic !== null && topic !== shown) setShown(topic);
  return (
    <Dialog open={topic !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content>
        {shown === 'video' ? (
          <>
            <Dialog.Title>Video Examples</Dialog.Title>
            <Dialog.Description>
              See the model applied to real ways of working, level by level.
            </Dialog.Description>
            <ul className="mt-4 space-y-2">
              <li>
                <Link to="/archetypes" className={rowClass} onClick={onClose}>
                  <Row title="Archetype walk-throughs">
                    Scrum, Kanban, XP, DevOps and more, mapped from boundary to tools.
                  </Row>
                  <ArrowRight className="mt-1 size-4 text-muted" aria-hidden="true" />
                </Link>
              </li>
              <li>
                <Link to="/catalogue" className={rowClass} onClick={onClose}>
                  <Row title="Example library">Finished spine maps from many industries and team sizes.</Row>
                  <ArrowRight className="mt-1 size-4 text-muted" aria-hidden="true" />
                </Link>
              </li>
              <li>
                <a href={SPINE_MODEL_CREDIT.url} target="_blank" rel="noreferrer" className={rowClass}>
                  <Row title="Talks by the model's creators">
                    Recorded talks and workshops are listed on spinemodel.info.
                  </Row>
                  <ExternalLink className="mt-1 size-4 text-muted" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            </ul>
          </>
        ) : (
          <>
            <Dialog.Title>Community Forum</Dialog.Title>
            <Dialog.Description>Learn with other people who map their systems.</Dialog.Description>
            <ul className="mt-4 space-y-2">
              <li>
                <a href={SPINE_MODEL_CREDIT.url} target="_blank" rel="noreferrer" className={rowClass}>
                  <Row title="The Spine Model community">
                    Questions, stories and events from practitioners, via spinemodel.info.
                  </Row>
                  <ExternalLink className="mt-1 size-4 text-muted" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
              <li>
                <button
                  type="button"
                  className={rowClass}
                  onClick={() => {
                    onClose();
                    openFeedback('feature');
                  }}
                >
                  <Row title="Suggest an improvement">Tell us what would make learning here easier.</Row>
                  <MessageSquarePlus className="mt-1 size-4 text-muted" aria-hidden="true" />
                </button>
              </li>
              <li>
                <Link to="/documentation" className={rowClass} onClick={onClose}>
                  <Row title="Help and documentation">
                    The glossary and guides, ready to share with your team.
                  </Row>
                  <ArrowRight className="mt-1 size-4 text-muted" aria-hidden="true" />
                </Link>
              </li>
            </ul>
          </>
        )}
      </Dialog.Content>
    </Dialog>
  );
}
