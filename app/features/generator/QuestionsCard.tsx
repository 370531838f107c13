import { HelpCircle, Wand2 } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import type { Verdict } from '../../../shared/drafter/evidence';
import type { DrafterQuestion } from '../../../shared/drafter/questions';
import { ANSWER_MAX, CURRENT_TOOLS_MAX } from '../../../shared/schemas/generate';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Input } from '../../ui/Input';
import { Label } from '../../ui/Label';
import { Textarea } from '../../ui/Textarea';
import type { AnswerForm } from './generatorQuestions';

interface QuestionsCardProps {
  questions: readonly DrafterQuestion[];
  answers: AnswerForm;
  onChange: (answers: AnswerForm) => void;
  onDraft: () => void;
  onSkip: () => void;
  /** The domain the drafter would assume, said so the user can correct it (issue 16). */
  assumed?: string;
  /** Why it asks: too little to go on ('thin'), or words that could be more than one kind of system. */
  verdict?: Verdict;
}

/**
 * Asked before drafting when the boundary gives little to go on: up to four optional questions, like a
 * facilitator would ask; the answers go into the draft in the user's own words.
 */
export function QuestionsCard({
  questions,
  answers,
  onChange,
  onDraft,
  onSkip,
  assumed,
  verdict = 'thin',
}: QuestionsCardProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // The card appears after Generate is pressed: keyboard and screen-reader users land on the first question.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('textarea, input')?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDraft();
  };

  return (
    <Card aria-labelledby="questions-title">
      <form ref={formRef} onSubmit={submit} aria-label="Questions about your system">
        <Card.Header>
          <Card.Title as="h2" id="questions-title" className="flex items-center gap-2">
            <HelpCircle className="size-5 text-brand" aria-hidden />A few questions first
          </Card.Title>
          <Card.Description>
            {verdict === 'thin'
              ? 'Your boundary gives the drafter little to go on.'
              : 'The drafter is not sure what kind of system this is.'}{' '}
            Answer any of these (each is optional) and the map will be built from your own words.
          </Card.Description>
          {assumed && (
            <p className="text-sm text-ink" data-testid="assumed-domain">
              {assumed}
            </p>
          )}
        </Card.Header>
        <Card.Content className="grid gap-4">
          {questions.map((question) => {
            const id = `question-${question.id}`;
            const common = { id, value: answers[question.id], placeholder: question.example };
            return (
              <div key={question.id}>
                <Label htmlFor={id}>{question.text}</Label>
                {question.id === 'tools' ? (
                  <Input
                    {...common}
                    maxLength={CURRENT_TOOLS_MAX}
                    onChange={(event) => onChange({ ...answers, tools: event.target.value })}
                  />
                ) : (
                  <Textarea
                    {...common}
                    rows={2}
                    maxLength={ANSWER_MAX}
                    onChange={(event) => onChange({ ...answers, [question.id]: event.target.value })}
                  />
                )}
              </div>
            );
          })}
        </Card.Content>
        <Card.Footer className="flex-wrap">
          <Button type="submit">
            <Wand2 aria-hidden /> Draft my map
          </Button>
          <Button type="button" variant="outline" onClick={onSkip}>
            Skip the questions
          </Button>
        </Card.Footer>
      </form>
    </Card>
  );
}
