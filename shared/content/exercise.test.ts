import { describe, expect, it } from 'vitest';
import { exerciseFindingSchema, spineExerciseSchema, type SpineExerciseInput } from '../schemas/exercise';
import { SPINE_EXERCISE, checkSpineExercise } from './exercise';
import { findTool, isAbstractQuality } from './exerciseWords';

const good: SpineExerciseInput = SPINE_EXERCISE.sampleAnswer;

function check(change: Partial<SpineExerciseInput>) {
  return checkSpineExercise({ ...good, ...change });
}

function codesAt(findings: ReturnType<typeof checkSpineExercise>, level: string) {
  return findings.filter((entry) => entry.level === level).map((entry) => `${entry.severity}:${entry.code}`);
}

describe('the exercise content', () => {
  it('parses with the exercise schema', () => {
    expect(() => spineExerciseSchema.parse(SPINE_EXERCISE)).not.toThrow();
  });

  it('has a worked answer that passes every check', () => {
    const findings = checkSpineExercise(good);
    expect(findings.filter((entry) => entry.severity !== 'ok')).toEqual([]);
    expect(findings.map((entry) => entry.level)).toEqual([
      'boundary',
      'needs',
      'values',
      'principles',
      'practices',
      'tools',
    ]);
  });

  it('returns findings that parse with the finding schema', () => {
    const findings = checkSpineExercise({
      systemBoundary: '',
      needs: 'Jira',
      values: ['x'],
      principles: [],
      practices: [],
      tools: [],
    });
    for (const entry of findings) expect(() => exerciseFindingSchema.parse(entry)).not.toThrow();
  });
});

describe('checkSpineExercise: empty levels', () => {
  it('warns about every empty level and treats blank items as missing', () => {
    const findings = checkSpineExercise({
      systemBoundary: ' ',
      needs: '',
      values: ['  '],
      principles: [],
      practices: [''],
      tools: [],
    });
    expect(codesAt(findings, 'boundary')).toEqual(['warning:boundary-empty']);
    expect(codesAt(findings, 'needs')).toEqual(['warning:needs-empty']);
    expect(codesAt(findings, 'values')).toEqual(['warning:values-empty']);
    expect(codesAt(findings, 'principles')).toEqual(['warning:principles-empty']);
    expect(codesAt(findings, 'practices')).toEqual(['warning:practices-empty']);
    expect(codesAt(findings, 'tools')).toEqual(['tip:tools-empty']);
  });
});

describe('checkSpineExercise: system boundary', () => {
  it.each(['The company', 'our team', 'Everything', 'Support team stuff'])(
    'calls %j too vague',
    (systemBoundary) => {
      expect(codesAt(check({ systemBoundary }), 'boundary')).toEqual(['warning:boundary-vague']);
    },
  );

  it('suggests naming what is outside when the boundary only lists what is inside', () => {
    const findings = check({
      systemBoundary: 'The four designers and two researchers of the mobile app team this quarter',
    });
    expect(codesAt(findings, 'boundary')).toEqual(['tip:boundary-outside']);
  });
});

describe('checkSpineExercise: needs', () => {
  it.each([
    'We need Jira so that everyone knows what to work on',
    'The crew exists to get a new dashboard for the board',
    'We need new software to track repairs for residents',
    'Roll out Slack for the whole crew so that people talk more',
  ])('flags a tool posing as a need: %j', (needs) => {
    expect(codesAt(check({ needs }), 'needs')).toContain('warning:need-names-tool');
  });

  it.each([
    'Make more money for the owners of the business',
    'Grow revenue by 20% so that the board is happy',
  ])('flags money as a want: %j', (needs) => {
    expect(codesAt(check({ needs }), 'needs')).toContain('warning:need-is-want');
  });

  it('does not flag software mentioned as the outcome rather than as the thing wanted', () => {
    const needs =
      "From our customers' perspective, the team exists so that they receive working software they can rely on";
    expect(codesAt(check({ needs }), 'needs')).toEqual(['ok:needs-ok']);
  });

  it('asks for more when a need is only a few words', () => {
    expect(codesAt(check({ needs: 'Safe water' }), 'needs')).toEqual(['tip:need-thin']);
  });
});

describe('checkSpineExercise: values', () => {
  it('suggests that a sentence-long value may be a principle', () => {
    const findings = check({ values: ['Safety', 'Small batches give us faster feedback'] });
    expect(codesAt(findings, 'values')).toEqual(['tip:value-long']);
  });

  it('reads only the name of a "name: detail" value', () => {
    expect(
      codesAt(check({ values: ['Safety: nobody gets hurt on a job or drinking our water'] }), 'values'),
    ).toEqual(['ok:values-ok']);
  });

  it('flags a named tool listed as a value', () => {
    expect(codesAt(check({ values: ['Safety', 'Trello'] }), 'values')).toEqual(['warning:tool-misplaced']);
  });

  it('suggests ranking when there are too many values', () => {
    const values = ['Safety', 'Speed', 'Trust', 'Respect', 'Courage', 'Focus'];
    expect(codesAt(check({ values }), 'values')).toEqual(['tip:values-many']);
  });
});

describe('checkSpineExercise: principles', () => {
  it('suggests that a single-word principle is a value', () => {
    expect(codesAt(check({ principles: ['Quality', ...good.principles] }), 'principles')).toEqual([
      'tip:principle-single-word',
    ]);
  });

  it('flags a named tool listed as a principle', () => {
    const principles = ['Everything goes through GitHub pull requests', ...good.principles];
    expect(codesAt(check({ principles }), 'principles')).toEqual(['warning:tool-misplaced']);
  });

  it('asks for cause and effect when no principle states one', () => {
    expect(
      codesAt(check({ principles: ['Customer collaboration', 'Working software'] }), 'principles'),
    ).toEqual(['tip:principle-no-effect']);
  });
});

describe('checkSpineExercise: practices', () => {
  it.each(['Being transparent', 'Open communication', 'Collaboration', 'Radical honesty'])(
    'flags the abstract quality %j as a value',
    (practice) => {
      expect(codesAt(check({ practices: [practice, ...good.practices] }), 'practices')).toEqual([
        'warning:practice-abstract',
      ]);
    },
  );

  it.each(['Jira', 'Slack channel', 'Excel', 'a spreadsheet'])(
    'flags the tool %j listed as a practice',
    (practice) => {
      expect(codesAt(check({ practices: [practice, ...good.practices] }), 'practices')).toEqual([
        'warning:tool-misplaced',
      ]);
    },
  );

  it('suggests listing a tool a practice relies on', () => {
    const practices = ['Every job is logged in Trello before anyone goes out', ...good.practices];
    expect(codesAt(check({ practices }), 'practices')).toEqual(['tip:tool-unlisted']);
    expect(codesAt(check({ practices, tools: [...good.tools, 'Trello'] }), 'practices')).toEqual([
      'ok:practices-ok',
    ]);
  });

  it('accepts one-word names of real practices', () => {
    expect(codesAt(check({ practices: ['Pairing', 'Retrospective', 'Deployment'] }), 'practices')).toEqual([
      'ok:practices-ok',
    ]);
  });
});

describe('checkSpineExercise: tools and duplicates', () => {
  it('suggests moving a value listed as a tool', () => {
    expect(codesAt(check({ tools: ['Transparency', 'Two-way radios'] }), 'tools')).toEqual([
      'tip:tool-abstract',
    ]);
  });

  it('warns when the same item appears at two levels, at the lower level', () => {
    const findings = check({ values: ['Safety', 'Feedback'], practices: [...good.practices, 'feedback'] });
    expect(codesAt(findings, 'values')).toEqual(['ok:values-ok']);
    expect(codesAt(findings, 'practices')).toContain('warning:duplicate-across-levels');
  });

  it('notes an item listed twice within one level', () => {
    expect(codesAt(check({ tools: ['Two-way radios', 'two-way radios'] }), 'tools')).toEqual([
      'tip:duplicate-in-level',
    ]);
  });

  it('confirms each level that raised nothing, with a message', () => {
    const oks = checkSpineExercise(good).filter((entry) => entry.severity === 'ok');
    expect(oks).toHaveLength(6);
    for (const entry of oks) expect(entry.message.length).toBeGreaterThan(20);
  });
});

describe('word heuristics', () => {
  it('recognises brands, generic tools and case-sensitive product names', () => {
    expect(findTool('we plan in jira')).toMatchObject({ name: 'Jira', kind: 'brand' });
    expect(findTool('A shared Excel sheet')?.name).toBe('Excel');
    expect(findTool('we excel at repairs')).toBeNull();
    expect(findTool('a dashboard')).toMatchObject({ kind: 'generic', acquired: true });
    expect(findTool('Pair on every change to billing')).toBeNull();
    expect(findTool('Keep some slack in the plan')).toBeNull();
  });

  it('tells qualities from actions', () => {
    expect(isAbstractQuality('Being transparent')).toBe(true);
    expect(isAbstractQuality('Kindness')).toBe(true);
    expect(isAbstractQuality('Continuous integration')).toBe(false);
    expect(isAbstractQuality('Publish every decision in the team log')).toBe(false);
  });
});
