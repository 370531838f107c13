import { clsx, type ClassValue } from 'clsx';

/** Joins class names, dropping falsy ones (clsx); callers put overrides last. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
