import { describe, expect, it } from 'vitest';
import type { ChatMap, ChatMessage } from '../schemas/chat';
import { chatGreeting, chatReply } from './chat';
import { findGaps } from './chatMap';
import { draftSpineMap } from './draft';
import { itemName, nameKey } from './text';

const ask = (
  content: string,
  systemBoundary = 'Our mobile app development team',
  history: ChatMessage[] = [],
): string => chatReply({ messages: [...history, { role: 'user', content }], systemBoundary });

describe('chatReply', () => {
  it.each([
    ['What is a value?', /optimises for/i],
    ['what are principles', /cause-and-effect/i],
    ['Explain practices', /what people actually do/i],
    ['What is a tool in the spine model?', /carry out your practices/i],
    ['what does the needs level mean', /why this system exists/i],
  ])('explains the level asked about: %s', (question, pattern) => {
    expect(ask(question)).toMatch(pattern);
  });

  it('explains the difference between a principle and a practice', () => {
    const reply = ask("What's the difference between a principle and a practice?");
    expect(reply).toMatch(/principle/i);
    expect(reply).toMatch(/practice/i);
    expect(reply).toMatch(/general truth/i);
  });

  it('explains the system boundary', () => {
    expect(ask('What is a system boundary?')).toMatch(/scope you are mapping/);
  });

  it('explains going up the spine and the crooked spine', () => {
    expect(ask('We keep arguing about which tool to use')).toMatch(/go up the spine/i);
    expect(ask('What is a crooked spine?')).toMatch(/levels do not line up/);
  });

  it('helps tell a need from a want', () => {
    expect(ask('Is money a need or a want?')).toMatch(/want is a need plus a chosen strategy/i);
  });

  it('suggests practices for the boundary', () => {
    const reply = ask('Can you suggest practices?');
    expect(reply).toContain('Our mobile app development team');
    expect(reply.split('\n').filter((line) => line.startsWith('- ')).length).toBe(4);
  });

  it('suggests different tools for different boundaries', () => {
    const software = ask('What tools should we use?', 'Backend software engineers');
    const water = ask('What tools should we use?', 'Water treatment plant operators');
    expect(software).toMatch(/^- /m);
    expect(water).toMatch(/SCADA|GIS|leak|asset/i);
    expect(software).not.toEqual(water);
  });

  it('continues with more items of the level asked about before', () => {
    const first = ask('suggest values');
    const more = ask('more please', undefined, [
      { role: 'user', content: 'suggest values' },
      { role: 'assistant', content: first },
    ]);
    const items = (reply: string): string[] => reply.split('\n').filter((line) => line.startsWith('- '));
    expect(items(more).length).toBeGreaterThan(0);
    expect(items(more).some((item) => items(first).includes(item))).toBe(false);
  });

  it('offers a next step using the boundary when the question is not recognised', () => {
    expect(ask('hmm, not sure what to do')).toContain('Our mobile app development team');
  });

  it('is deterministic', () => {
    expect(ask('suggest principles')).toBe(ask('suggest principles'));
  });
});

describe('chatGreeting', () => {
  it('mentions the boundary when there is one and asks for one otherwise', () => {
    expect(chatGreeting('Our sales team')).toContain('Our sales team');
    expect(chatGreeting()).toMatch(/system boundary/);
  });
});

const bullets = (reply: string): string[] => reply.split('\n').filter((line) => line.startsWith('- '));
const withMap = (content: string, map: ChatMap): string =>
  chatReply({ messages: [{ role: 'user', content }], systemBoundary: map.systemBoundary, map });

describe('chatReply with the map on screen', () => {
  const drafted = draftSpineMap({
    systemBoundary: 'A regional water utility operations team',
    currentTools: 'SCADA',
  });

  it.each(['values', 'principles', 'practices', 'tools'] as const)(
    'suggests %s that are not on the map, comparing names case-insensitively',
    (level) => {
      const without = bullets(ask(`suggest ${level}`, drafted.systemBoundary)).map((line) =>
        itemName(line.slice(2)),
      );
      const first = without[0] ?? '';
      expect(first).not.toBe('');
      // The user typed one of the suggestions in lower case: it must not come back.
      const map: ChatMap = { ...drafted, [level]: [...drafted[level], first.toLowerCase()] };
      const reply = withMap(`suggest ${level}`, map);
      const onMap = new Set(
        ['values', 'principles', 'practices', 'tools']
          .flatMap((l) => map[l as typeof level] ?? [])
          .map(nameKey),
      );
      const suggested = bullets(reply).map((line) => nameKey(line.slice(2)));
      expect(suggested.length).toBeGreaterThan(0);
      for (const name of suggested) expect(onMap.has(name), name).toBe(false);
      expect(reply).toContain(`Your map already has ${map[level]?.length ?? 0} ${level}`);
    },
  );

  it('says how many items the map has and offers only new ones on a follow-up', () => {
    const first = withMap('suggest practices', drafted);
    const more = chatReply({
      messages: [
        { role: 'user', content: 'suggest practices' },
        { role: 'assistant', content: first },
        { role: 'user', content: 'more please' },
      ],
      map: drafted,
    });
    expect(bullets(more).length).toBeGreaterThan(0);
    expect(bullets(more).some((line) => bullets(first).includes(line))).toBe(false);
  });

  it('tests the need already on the map instead of drafting another', () => {
    expect(withMap('suggest needs', drafted)).toContain(
      `Your map already states its need:\n\n${drafted.needs}`,
    );
  });

  it('points out an empty level, a blank need, a tool no practice uses and a value no principle serves', () => {
    const map: ChatMap = {
      title: 'Night shift',
      systemBoundary: 'Our night shift at the depot',
      needs: '',
      values: [
        'Feedback: we learn quickly whether a change works',
        'Courage: we say the hard thing out loud',
      ],
      principles: ['Small batches: smaller changes give faster feedback'],
      practices: ['Code review: a second pair of eyes on every change'],
      tools: ['GitHub: hosts the code and its reviews', 'Kettle: boils water for tea'],
    };
    // toMatchObject: the content check (missingSubject, issue 16) has its own tests in workshop.test.ts.
    expect(findGaps(map)).toMatchObject({
      empty: ['needs'],
      needsWithoutWho: false,
      idleTools: ['Kettle'],
      unservedValues: ['Courage'],
      crowded: [],
    });
    const reply = withMap('What is missing from our map?', map);
    expect(reply).toContain('“Night shift”');
    expect(reply).toMatch(/The needs are blank/);
    expect(reply).toContain('“Kettle”');
    expect(reply).toContain('“Courage”');
    expect(reply).not.toContain('“GitHub”');
    expect(reply).not.toContain('“Feedback”');

    const noValues = withMap('any gaps?', { ...map, values: [] });
    expect(noValues).toMatch(/Values is empty/);
  });

  it('says when it sees no gaps, and asks for a map when there is none', () => {
    const map: ChatMap = {
      systemBoundary: 'Our code review circle',
      needs:
        'From the perspective of the developers, the circle exists to catch mistakes early so that releases are calm.',
      values: ['Feedback: we learn quickly whether a change works'],
      principles: ['Small batches: smaller changes give faster feedback'],
      practices: ['Code review: a second pair of eyes on every change'],
      tools: ['GitHub: hosts the code and its reviews'],
    };
    expect(withMap('check my map', map)).toMatch(/^I see no obvious gaps in “Our code review circle”/);
    expect(ask('what is missing?')).toMatch(/once one is on screen/);
  });

  it('mentions the map when the question is not recognised', () => {
    expect(withMap('hmm', drafted)).toContain(`“${drafted.title ?? ''}”`);
  });
});

describe('chatReply: running a spine workshop', () => {
  it.each([
    'How do I run a spine workshop?',
    'how should I facilitate this with my team',
    'Can you give me a session agenda?',
    'what would a good agenda look like for a spine mapping session',
  ])('gives concrete guidance for "%s"', (question) => {
    const reply = ask(question);
    expect(reply).toMatch(/Who to invite: the people inside the boundary/);
    expect(reply).toMatch(/feels the need/);
    const order = [
      'Boundary and time frame (',
      'Needs (',
      'Values (',
      'Principles (',
      'Practices (',
      'Tools (',
    ].map((step) => reply.indexOf(step));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(reply.match(/\(\d+ min\)/g)?.length).toBe(7);
    expect(reply).toMatch(
      /Does each tool serve a practice, each practice a principle, each principle a value, and each value a need\?/,
    );
  });

  it('ties the guidance to the draft on screen', () => {
    const map: ChatMap = { title: 'Depot Night Shift', systemBoundary: 'Our night shift at the depot' };
    expect(withMap('How do I run a spine workshop?', map)).toContain(
      'You already have a draft, “Depot Night Shift”.',
    );
  });
});
