import { describe, expect, it } from 'vitest';
import { CURRENT_TOOLS_MAX, generateRequestSchema } from './generate';

describe('generateRequestSchema', () => {
  it('trims the boundary and omits blank context and tools', () => {
    expect(generateRequestSchema.parse({ systemBoundary: '  Our team ', context: ' ', currentTools: '' })).toEqual({
      systemBoundary: 'Our team',
      context: undefined,
      currentTools: undefined,
    });
  });

  it('keeps trimmed context and tools', () => {
    const parsed = generateRequestSchema.parse({ systemBoundary: 'x', context: ' 5 people ', currentTools: ' Jira ' });
    expect(parsed.context).toBe('5 people');
    expect(parsed.currentTools).toBe('Jira');
  });

  it('rejects a blank or missing system boundary', () => {
    expect(generateRequestSchema.safeParse({ systemBoundary: ' \n ' }).success).toBe(false);
    expect(generateRequestSchema.safeParse({}).success).toBe(false);
  });

  it('rejects over-long input', () => {
    expect(generateRequestSchema.safeParse({ systemBoundary: 'x'.repeat(2001) }).success).toBe(false);
    const tools = 'x'.repeat(CURRENT_TOOLS_MAX + 1);
    expect(generateRequestSchema.safeParse({ systemBoundary: 'x', currentTools: tools }).success).toBe(false);
  });
});
