import { Check, Copy, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import type { LessonTemplate } from '../../../shared/schemas/levelLesson';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cn } from '../../ui/cn';
import { Input } from '../../ui/Input';
import { Label } from '../../ui/Label';
import { fillTemplatePattern, parseTemplatePattern } from './statementTemplate';

type CopyState = 'idle' | 'copied' | 'failed';

/** A lesson's fill-in template: the fields build the statement live, and Copy puts it on the clipboard. */
export function StatementTemplate({ template, accent }: { template: LessonTemplate; accent: string }) {
  const baseId = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const labels = Object.fromEntries(template.fields.map((field) => [field.key, field.label]));
  const sentence = fillTemplatePattern(template.pattern, values, labels);
  const filled = template.fields.filter((field) => values[field.key]?.trim()).length;

  async function copy() {
    try {
      await navigator.clipboard.writeText(sentence);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <Card>
      <Card.Header>
        <Card.Title as="h2">{template.heading}</Card.Title>
        <Card.Description>{template.instructions}</Card.Description>
      </Card.Header>
      <Card.Content className="grid gap-6 lg:grid-cols-2">
        <div className="grid gap-4">
          {template.fields.map((field) => {
            const id = `${baseId}-${field.key}`;
            return (
              <div key={field.key}>
                <Label htmlFor={id}>{field.label}</Label>
                <Input
                  id={id}
                  value={values[field.key] ?? ''}
                  placeholder={field.hint}
                  aria-describedby={`${id}-hint`}
                  onChange={(event) => {
                    setValues((current) => ({ ...current, [field.key]: event.target.value }));
                    setCopyState('idle');
                  }}
                />
                <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
                  {field.hint}
                </p>
              </div>
            );
          })}
        </div>
        <div className="flex flex-col gap-4">
          <div className={cn('rounded-card border-l-4 bg-canvas p-4', accent)}>
            <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">Your statement</h3>
            <p className="mt-2 text-base leading-relaxed" aria-live="polite" data-testid="template-preview">
              {parseTemplatePattern(template.pattern).map((segment, index) => {
                if (segment.kind === 'text') return <span key={index}>{segment.text}</span>;
                const value = values[segment.key]?.trim();
                return value ? (
                  <strong key={index} className="font-semibold text-ink">
                    {value}
                  </strong>
                ) : (
                  <span key={index} className="rounded bg-slate-200/70 px-1 text-muted italic">
                    {labels[segment.key]}
                  </span>
                );
              })}
            </p>
            <p className="mt-3 text-xs text-muted">
              {filled} of {template.fields.length} parts filled
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={() => void copy()} disabled={filled === 0}>
              {copyState === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copyState === 'copied' ? 'Copied' : 'Copy'}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setValues({});
                setCopyState('idle');
              }}
              disabled={filled === 0}
            >
              <RotateCcw aria-hidden="true" />
              Clear
            </Button>
            <span role="status" className="text-sm text-muted">
              {copyState === 'copied' && 'Statement copied to the clipboard.'}
              {copyState === 'failed' && 'Copying is blocked here: select the statement and copy it by hand.'}
            </span>
          </div>
          <div className="rounded-card border border-line p-4 text-sm">
            <h3 className="font-semibold">Example</h3>
            <p className="mt-1 text-muted">{template.example}</p>
          </div>
        </div>
      </Card.Content>
    </Card>
  );
}
