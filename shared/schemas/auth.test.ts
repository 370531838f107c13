import { describe, expect, it } from 'vitest';
import { credentialsSchema, userSchema } from './auth';

describe('credentialsSchema', () => {
  it('normalises the email to trimmed lowercase', () => {
    const parsed = credentialsSchema.parse({ email: '  Ada@Example.COM ', password: 'correct horse' });
    expect(parsed.email).toBe('ada@example.com');
  });

  it('rejects an invalid email', () => {
    expect(credentialsSchema.safeParse({ email: 'ada', password: 'correct horse' }).success).toBe(false);
  });

  it('requires a password of 8 to 200 characters', () => {
    const email = 'a@b.co';
    expect(credentialsSchema.safeParse({ email, password: '1234567' }).success).toBe(false);
    expect(credentialsSchema.safeParse({ email, password: '12345678' }).success).toBe(true);
    expect(credentialsSchema.safeParse({ email, password: 'x'.repeat(200) }).success).toBe(true);
    expect(credentialsSchema.safeParse({ email, password: 'x'.repeat(201) }).success).toBe(false);
  });

  it('keeps the password exactly as typed, spaces included', () => {
    expect(credentialsSchema.parse({ email: 'a@b.co', password: ' spaced  ' }).password).toBe(' spaced  ');
  });
});

describe('userSchema', () => {
  it('needs only an id', () => {
    expect(userSchema.parse({ id: 'u1' })).toEqual({ id: 'u1' });
    expect(userSchema.safeParse({ email: 'a@b.co' }).success).toBe(false);
  });
});
