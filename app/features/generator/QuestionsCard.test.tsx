import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFTER_QUESTIONS } from '../../../shared/drafter/questions';
import { EMPTY_ANSWERS, type AnswerForm } from './generatorQuestions';
import { QuestionsCard } from './QuestionsCard';

afterEach(cleanup);

function Harness({
  questions = DRAFTER_QUESTIONS,
  onDone,
}: {
  questions?: typeof DRAFTER_QUESTIONS;
  onDone: (result: string) => void;
}) {
  const [answers, setAnswers] = useState<AnswerForm>(EMPTY_ANSWERS);
  return (
    <QuestionsCard
      questions={questions}
      answers={answers}
      onChange={setAnswers}
      onDraft={() => onDone(`draft ${JSON.stringify(answers)}`)}
      onSkip={() => onDone('skip')}
    />
  );
}

describe('QuestionsCard', () => {
  it('says the boundary gives little to go on and asks each question as a labelled, optional field', () => {
    render(<Harness onDone={() => {}} />);
    expect(screen.getByRole('heading', { name: 'A few questions first' })).toBeTruthy();
    expect(screen.getByText(/gives the drafter little to go on/)).toBeTruthy();
    for (const question of DRAFTER_QUESTIONS) {
      const field = screen.getByLabelText(question.text);
      expect(field.getAttribute('placeholder')).toBe(question.example);
      expect(field.hasAttribute('required')).toBe(false);
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Who does this system serve?'));
  });

  it('drafts with what was typed, from the button or Enter in the last field', () => {
    const results: string[] = [];
    render(<Harness onDone={(result) => results.push(result)} />);
    fireEvent.change(screen.getByLabelText('Who does this system serve?'), {
      target: { value: 'my neighbours' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Draft my map' }));
    const tools = screen.getByLabelText('What tools do you use?');
    fireEvent.change(tools, { target: { value: 'WhatsApp' } });
    fireEvent.submit(tools.closest('form')!);
    expect(results).toEqual([
      `draft ${JSON.stringify({ ...EMPTY_ANSWERS, served: 'my neighbours' })}`,
      `draft ${JSON.stringify({ ...EMPTY_ANSWERS, served: 'my neighbours', tools: 'WhatsApp' })}`,
    ]);
  });

  it('can be skipped, and shows only the questions it is given', () => {
    const results: string[] = [];
    render(<Harness questions={DRAFTER_QUESTIONS.slice(0, 2)} onDone={(result) => results.push(result)} />);
    expect(screen.queryByLabelText('What tools do you use?')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Skip the questions' }));
    expect(results).toEqual(['skip']);
  });

  it('names the domain the drafter would assume, when it has one', () => {
    const { rerender } = render(
      <QuestionsCard
        questions={DRAFTER_QUESTIONS}
        answers={EMPTY_ANSWERS}
        onChange={() => {}}
        onDraft={() => {}}
        onSkip={() => {}}
        assumed="I would draft it as a farm. Not right? Say what it is in the boundary, or answer below."
        verdict="contested"
      />,
    );
    expect(screen.getByTestId('assumed-domain').textContent).toMatch(/^I would draft it as a farm\./);
    // A boundary with plenty of words the drafter cannot place is not one that gives it little to go on.
    expect(screen.getByText(/not sure what kind of system this is/)).toBeTruthy();
    expect(screen.queryByText(/little to go on/)).toBeNull();
    rerender(
      <QuestionsCard
        questions={DRAFTER_QUESTIONS}
        answers={EMPTY_ANSWERS}
        onChange={() => {}}
        onDraft={() => {}}
        onSkip={() => {}}
      />,
    );
    expect(screen.queryByTestId('assumed-domain')).toBeNull();
  });
});
