import { Loader2, MessageCircle, Wand2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { handOverTypedValue } from '../../prerender/replayPendingInput';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Input } from '../../ui/Input';
import { Label } from '../../ui/Label';
import { Textarea } from '../../ui/Textarea';
import type { GeneratorForm } from './generatorState';
import { QUICK_START_SCENARIOS } from './scenarios';

interface GeneratorFormCardProps {
  form: GeneratorForm;
  onChange: (form: GeneratorForm) => void;
  canGenerate: boolean;
  generating: boolean;
  onGenerate: () => void;
  chatOpen: boolean;
  onToggleChat: () => void;
}

/** The generator's inputs (spec §2): Quick Start, boundary, optional context and current tools, Generate and the chat toggle. */
export function GeneratorFormCard(props: GeneratorFormCardProps) {
  const { form, onChange, canGenerate, generating, onGenerate, chatOpen, onToggleChat } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canGenerate) onGenerate();
  };
  return (
    <Card>
      <form onSubmit={submit} aria-label="Describe your system">
        <Card.Header>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Card.Title as="h2">Describe your system</Card.Title>
            <Button
              variant={chatOpen ? 'secondary' : 'outline'}
              size="sm"
              onClick={onToggleChat}
              aria-pressed={chatOpen}
            >
              <MessageCircle aria-hidden /> {chatOpen ? 'Hide chat helper' : 'Chat helper'}
            </Button>
          </div>
          <Card.Description>
            Start with the system boundary: what is inside your system and what is outside it.
          </Card.Description>
        </Card.Header>
        <Card.Content className="grid gap-4">
          <div>
            <Label htmlFor="quick-start">Quick Start</Label>
            <select
              ref={handOverTypedValue}
              id="quick-start"
              className="block h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm text-ink sm:w-72"
              value=""
              onChange={(event) => {
                const scenario = QUICK_START_SCENARIOS.find((s) => s.id === event.target.value);
                if (scenario) onChange({ ...form, systemBoundary: scenario.systemBoundary });
              }}
              disabled={generating}
            >
              <option value="">Choose a scenario…</option>
              {QUICK_START_SCENARIOS.map((scenario) => (
                <option key={scenario.id} value={scenario.id}>
                  {scenario.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <Label htmlFor="system-boundary">System boundary</Label>
            <Textarea
              id="system-boundary"
              rows={5}
              value={form.systemBoundary}
              onChange={(event) => onChange({ ...form, systemBoundary: event.target.value })}
              placeholder="e.g. Our product team of eight: how we plan, build and release the mobile app. Outside: the sales team and company budgeting."
              required
              aria-describedby="system-boundary-help"
            />
            <p id="system-boundary-help" className="mt-1 text-xs text-muted">
              Name who is in the system, what it does, and what is outside it.
            </p>
          </div>
          <div>
            <Label htmlFor="context">Extra details (optional)</Label>
            <Textarea
              id="context"
              rows={3}
              value={form.context}
              onChange={(event) => onChange({ ...form, context: event.target.value })}
              placeholder="e.g. fully remote, regulated industry, recently merged two teams"
            />
          </div>
          <div>
            <Label htmlFor="current-tools">Current tools (optional)</Label>
            <Input
              id="current-tools"
              value={form.currentTools}
              onChange={(event) => onChange({ ...form, currentTools: event.target.value })}
              placeholder="e.g. Jira, Slack, GitHub"
            />
          </div>
        </Card.Content>
        <Card.Footer>
          <Button type="submit" size="lg" disabled={!canGenerate}>
            {generating ? <Loader2 className="animate-spin" aria-hidden /> : <Wand2 aria-hidden />}
            {generating ? 'Generating…' : 'Generate Spine Map'}
          </Button>
        </Card.Footer>
      </form>
    </Card>
  );
}
