import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../schemas/chat';
import { chatGreeting, chatReply } from './chat';

const ask = (content: string, systemBoundary = 'Our mobile app development team', history: ChatMessage[] = []): string =>
  chatReply({ messages: [...history, { role: 'user', content }], systemBoundary });

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
    const more = ask('more please', undefined, [{ role: 'user', content: 'suggest values' }, { role: 'assistant', content: first }]);
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
