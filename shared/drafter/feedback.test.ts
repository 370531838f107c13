import { describe, expect, it } from 'vitest';
import { parseFeedback, splitClauses, type FeedbackIntent } from './feedback';

const read = (feedback: string, names: string[] = []): readonly FeedbackIntent[] =>
  parseFeedback(feedback, names).intents;

describe('parseFeedback: the forms a facilitator writes', () => {
  it.each<[string, FeedbackIntent]>([
    ['add "weekly stand-up" to practices', { kind: 'add', items: ['weekly stand-up'], level: 'practices' }],
    [
      'Please add the Weekly Stand-ups to the Practices.',
      { kind: 'add', items: ['Weekly Stand-ups'], level: 'practices' },
    ],
    [
      'add TDD, code review and pairing to practices',
      { kind: 'add', items: ['TDD', 'code review', 'pairing'], level: 'practices' },
    ],
    ['add "Plan, do, check" to principles', { kind: 'add', items: ['Plan, do, check'], level: 'principles' }],
    ['add Psychological safety', { kind: 'add', items: ['Psychological safety'] }],
    ['We also use Figma', { kind: 'add', items: ['Figma'], level: 'tools' }],
    ['add a value about honesty', { kind: 'addAbout', level: 'values', topic: 'honesty' }],
    [
      'Please add another practice around the hand-over between shifts!',
      { kind: 'addAbout', level: 'practices', topic: 'hand-over between shifts' },
    ],
    ['remove Jira', { kind: 'remove', items: ['Jira'] }],
    ['drop the stand-up practice', { kind: 'remove', items: ['stand-up'], level: 'practices' }],
    [
      'Delete Slack and Zoom from the tools list, please',
      { kind: 'remove', items: ['Slack', 'Zoom'], level: 'tools' },
    ],
    ['rename Trello to Planner', { kind: 'rename', from: 'Trello', to: 'Planner' }],
    ['call Speed "Pace" instead', { kind: 'rename', from: 'Speed', to: 'Pace' }],
    ['replace GitHub with GitLab', { kind: 'rename', from: 'GitHub', to: 'GitLab' }],
    ['use Planner instead of Trello', { kind: 'rename', from: 'Trello', to: 'Planner' }],
    ['Make it more customer-focused.', { kind: 'more', topic: 'customer-focused', style: 'adjective' }],
    [
      'make the practices more customer-focused',
      { kind: 'more', topic: 'customer-focused', style: 'adjective', level: 'practices' },
    ],
    ['more about safety', { kind: 'more', topic: 'safety', style: 'about' }],
    ['more safety please', { kind: 'more', topic: 'safety', style: 'noun' }],
    [
      'more learning than speed',
      { kind: 'moreThan', more: 'learning', less: 'speed', phrase: 'more learning than speed' },
    ],
    [
      'Make it about more learning than speed!',
      { kind: 'moreThan', more: 'learning', less: 'speed', phrase: 'more learning than speed' },
    ],
    ['make it suitable for a remote-first team', { kind: 'suitable', audience: 'a remote-first team' }],
    ['Could you make this work for a hospital ward?', { kind: 'suitable', audience: 'a hospital ward' }],
    ['we are a fully remote team', { kind: 'suitable', audience: 'a fully remote team' }],
    ['focus on onboarding new volunteers', { kind: 'focus', topic: 'onboarding new volunteers' }],
    ['Please concentrate more on food safety.', { kind: 'focus', topic: 'food safety' }],
    ['suggest some tools', { kind: 'moreItems', level: 'tools' }],
    ['add a few more values', { kind: 'moreItems', level: 'values' }],
    ['make the values more specific', { kind: 'specific', level: 'values' }],
    ['change the values to be more concrete', { kind: 'specific', level: 'values' }],
    ['fewer tools', { kind: 'simplify', level: 'tools' }],
  ])('reads %j', (feedback, intent) => {
    expect(read(feedback)).toEqual([intent]);
  });

  it('resolves an unquoted "call X Y instead" by the names on the map', () => {
    expect(read('call Daily stand-up Morning check-in instead', ['Daily stand-up', 'Jira'])).toEqual([
      { kind: 'rename', from: 'Daily stand-up', to: 'Morning check-in' },
    ]);
    expect(read('call Nothing Known instead', ['Jira'])).toEqual([]);
  });

  it('splits "add X to values and Y to tools" into two additions', () => {
    expect(read('add Honesty to values and Kanban board to tools')).toEqual([
      { kind: 'add', items: ['Honesty'], level: 'values' },
      { kind: 'add', items: ['Kanban board'], level: 'tools' },
    ]);
  });

  it('reads several instructions joined by "and", commas and semicolons, in order', () => {
    expect(
      read(
        'Remove Jira and add Trello to tools; make the practices more customer-focused, and focus on onboarding',
      ),
    ).toEqual([
      { kind: 'remove', items: ['Jira'] },
      { kind: 'add', items: ['Trello'], level: 'tools' },
      { kind: 'more', topic: 'customer-focused', style: 'adjective', level: 'practices' },
      { kind: 'focus', topic: 'onboarding' },
    ]);
  });

  it('keeps "and" inside an item list and inside a phrase', () => {
    expect(splitClauses('add code review and pairing to practices')).toEqual([
      'add code review and pairing to practices',
    ]);
    expect(splitClauses('make it suitable for doctors and nurses')).toEqual([
      'make it suitable for doctors and nurses',
    ]);
  });

  it('returns remarks that are no instruction as unread clauses', () => {
    expect(parseFeedback('looks fine to me. remove Jira')).toEqual({
      intents: [{ kind: 'remove', items: ['Jira'] }],
      unread: ['looks fine to me'],
    });
  });
});
