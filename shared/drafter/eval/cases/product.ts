import type { EvalCase } from '../evalCase';

/** Product teams: discovery, roadmaps and outcomes. */
export const productCases: readonly EvalCase[] = [
  {
    boundary: 'Product management group owning the roadmap for a fitness tracking app',
    domain: 'product',
    must: ['user'],
    mustNot: ['patient', 'quota'],
  },
  {
    boundary: 'Product trio of a PM, a designer and a tech lead running discovery for a new signup flow',
    context: 'startup, early stage',
    domain: 'product',
    must: ['user'],
    mustNot: ['water', 'patient'],
  },
  {
    boundary: 'UX research and product design team for a travel booking site',
    tools: 'Figma, Dovetail, Amplitude',
    domain: 'product',
    must: ['Dovetail'],
    mustNot: ['quota', 'clinic'],
  },
];
