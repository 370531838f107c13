import { Loader2, Sparkles } from 'lucide-react';
import { LEVELS } from '../../../shared/levels';
import type { TargetSection } from '../../../shared/schemas/refinement';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Label } from '../../ui/Label';
import { Textarea } from '../../ui/Textarea';
import { canPropose } from './generatorState';

interface RefinementPanelProps {
  feedback: string;
  onFeedbackChange: (value: string) => void;
  targetSection: TargetSection | null;
  onTargetChange: (section: TargetSection | null) => void;
  proposing: boolean;
  onPropose: () => void;
}

/** 'Refine Your Spine Map' (spec §2/§4): feedback for the whole map or one section, then Propose Changes. */
export function RefinementPanel(props: RefinementPanelProps) {
  const { feedback, onFeedbackChange, targetSection, onTargetChange, proposing, onPropose } = props;
  const sectionTitle = LEVELS.find((level) => level.id === targetSection)?.title;
  return (
    <Card aria-labelledby="refine-title">
      <Card.Header>
        <Card.Title as="h2" id="refine-title">
          Refine Your Spine Map
        </Card.Title>
        <Card.Description>
          Say what to change. The AI proposes changes for you to review before anything is replaced.
        </Card.Description>
      </Card.Header>
      <Card.Content className="grid gap-4">
        <div>
          <Label htmlFor="refine-target">What to refine</Label>
          <select
            id="refine-target"
            className="block h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm text-ink sm:w-72"
            value={targetSection ?? 'all'}
            onChange={(event) =>
              onTargetChange(event.target.value === 'all' ? null : (event.target.value as TargetSection))
            }
            disabled={proposing}
          >
            <option value="all">Whole map</option>
            {LEVELS.map((level) => (
              <option key={level.id} value={level.id}>
                {level.title} only
              </option>
            ))}
          </select>
          {sectionTitle && (
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
              Refining the {sectionTitle} section only.
              <Button variant="link" size="sm" onClick={() => onTargetChange(null)} disabled={proposing}>
                Refine the whole map instead
              </Button>
            </p>
          )}
        </div>
        <div>
          <Label htmlFor="refine-feedback">Your feedback</Label>
          <Textarea
            id="refine-feedback"
            value={feedback}
            onChange={(event) => onFeedbackChange(event.target.value)}
            placeholder={
              sectionTitle
                ? `e.g. make the ${sectionTitle.toLowerCase()} more specific to our team`
                : 'e.g. add Pair programming to practices, remove Jira from tools'
            }
            disabled={proposing}
          />
        </div>
      </Card.Content>
      <Card.Footer>
        <Button onClick={onPropose} disabled={!canPropose(feedback, proposing)}>
          {proposing ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
          {proposing ? 'Proposing…' : 'Propose Changes'}
        </Button>
      </Card.Footer>
    </Card>
  );
}
