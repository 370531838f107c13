import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, dropping falsy ones (clsx). It does not resolve conflicts: of two classes
 * setting one property, the stylesheet's order wins, not the argument order. Components offer a
 * prop for what callers need to switch (e.g. Badge `wrap`).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
