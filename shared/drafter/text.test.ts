import { describe, expect, it } from 'vitest';
import { hash, itemDetail, itemName, splitList, systemPhrase, titleFromBoundary } from './text';

describe('drafter text helpers', () => {
  it('splits a tool list on commas, semicolons, new lines and "and"', () => {
    expect(splitList('Jira, Slack; GitHub\nNotion and Figma & Miro')).toEqual(['Jira', 'Slack', 'GitHub', 'Notion', 'Figma', 'Miro']);
  });

  it('reads name and detail from both item forms', () => {
    expect(itemName('Trust: we keep our word')).toBe('Trust');
    expect(itemDetail('Trust - we keep our word')).toBe('we keep our word');
    expect(itemDetail('Trust')).toBe('');
  });

  it('ends a long title before a joining word', () => {
    expect(titleFromBoundary('Team Retrospective every two weeks for a scrum team of nine')).toBe('Team Retrospective Every Two Weeks');
    expect(titleFromBoundary('We are a small NHS clinic')).toBe('Small NHS Clinic');
  });

  it('names the system from the boundary, or falls back for symbols only', () => {
    expect(systemPhrase('Our mobile team')).toBe('the mobile team');
    expect(systemPhrase('🚀')).toBe('this system');
  });

  it('hashes stably', () => {
    expect(hash('spine')).toBe(hash('spine'));
    expect(hash('spine')).not.toBe(hash('spines'));
  });
});
