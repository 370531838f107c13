/** The call to action every lesson ends with. */
export const GENERATOR = { href: '/generator', label: 'Try it in the generator' } as const;
