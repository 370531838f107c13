/**
 * Attribution for the Spine Model, shown on the Documentation page. Our lessons are original
 * writing about the model's ideas; its own site's text is not reproduced.
 */
export const SPINE_MODEL_CREDIT = {
  modelName: 'The Spine Model',
  authors: ['Kevin Trethewey', 'Danie Roux'],
  earlyContributors: ['Joanne Perold'],
  url: 'https://spinemodel.info',
  statement:
    'The Spine Model was created by Kevin Trethewey and Danie Roux; early versions also credit Joanne Perold. The lessons in this app are our own explanations of their ideas. Read the original material at spinemodel.info.',
} as const;
