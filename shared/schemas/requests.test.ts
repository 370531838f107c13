import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, chatNewResponseSchema, chatRequestSchema, chatResponseSchema } from './chat';
import {
  applyRefinementRequestSchema,
  proposeRefinementRequestSchema,
  sectionRefinementRequestSchema,
} from './refinement';
import { spineMapListQuerySchema, spineMapTextSchema } from './spineMap';
import { templatesQuerySchema } from './template';

const content = {
  title: 'Team',
  systemBoundary: 'Our team',
  needs: 'Ship value',
  values: ['Speed'],
  principles: ['Small batches'],
  practices: ['Daily standup'],
  tools: ['Jira'],
};

describe('refinement requests', () => {
  it('rejects blank feedback and trims the rest', () => {
    expect(proposeRefinementRequestSchema.safeParse({ spineMapId: 'm1', feedback: '  ' }).success).toBe(false);
    expect(proposeRefinementRequestSchema.parse({ spineMapId: 'm1', feedback: ' more tools ' }).feedback).toBe(
      'more tools',
    );
  });

  it('accepts only the five levels as a section target', () => {
    const base = { spineMapId: 'm1', feedback: 'x' };
    expect(sectionRefinementRequestSchema.safeParse({ ...base, targetSection: 'tools' }).success).toBe(true);
    expect(sectionRefinementRequestSchema.safeParse({ ...base, targetSection: 'title' }).success).toBe(false);
  });

  it('requires a complete refined map to apply', () => {
    expect(applyRefinementRequestSchema.safeParse({ spineMapId: 'm1', refinedSpineMap: content }).success).toBe(true);
    const { needs: _needs, ...partial } = content;
    expect(applyRefinementRequestSchema.safeParse({ spineMapId: 'm1', refinedSpineMap: partial }).success).toBe(false);
  });
});

describe('chat', () => {
  it('rejects a blank or over-long message', () => {
    expect(chatRequestSchema.safeParse({ sessionId: 's', message: ' \n', systemBoundary: '' }).success).toBe(false);
    const long = 'x'.repeat(CHAT_MESSAGE_MAX + 1);
    expect(chatRequestSchema.safeParse({ sessionId: 's', message: long, systemBoundary: '' }).success).toBe(false);
  });

  it('accepts a message of exactly the maximum length and a missing boundary', () => {
    const parsed = chatRequestSchema.parse({ sessionId: 's', message: 'x'.repeat(CHAT_MESSAGE_MAX) });
    expect(parsed.systemBoundary).toBe('');
  });

  it('parses new-session and answer replies', () => {
    expect(chatNewResponseSchema.parse({ sessionId: 's', messages: [] }).sessionId).toBe('s');
    const reply = { messages: [{ role: 'assistant', content: 'Hi' }] };
    expect(chatResponseSchema.parse(reply)).toEqual(reply);
  });
});

describe('list queries', () => {
  it('treats blank filters as absent', () => {
    expect(spineMapListQuerySchema.parse({ search: ' ', industry: '', teamSize: ' Small Team ' })).toEqual({
      search: undefined,
      industry: undefined,
      teamSize: 'Small Team',
    });
    expect(templatesQuerySchema.parse({})).toEqual({});
  });

  it('rejects over-long search text', () => {
    expect(templatesQuerySchema.safeParse({ search: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('spineMapTextSchema', () => {
  it('has no visibility', () => {
    expect('visibility' in spineMapTextSchema.parse({ ...content, visibility: 'public' })).toBe(false);
  });
});
