import type { Archetype } from '../../schemas/archetype';
import { ARCHETYPE_AUTHOR } from './sections';

/** Lean Startup on the spine: disciplined experimentation for products whose market is still unknown. */
export const LEAN_STARTUP: Archetype = {
  id: 'lean-startup',
  title: 'Lean Startup',
  description:
    'An approach for building new products under extreme uncertainty by turning assumptions into cheap experiments. It treats learning what customers want as the main output of an early venture.',
  date: '2026-11-07',
  author: ARCHETYPE_AUTHOR,
  tags: ['Product Management', 'Research', 'Experimentation', 'Innovation'],
  htmlContent: `<p>Eric Ries popularised Lean Startup in 2011, building on Steve Blank's customer development and on lean manufacturing ideas. Its central claim is that a new venture should be run as a series of experiments, because the biggest risk is not failing to build the product but building something nobody wants.</p>

<h2>Where it fits: the system boundary</h2>
<p>The boundary is <strong>a venture searching for a sustainable business model</strong>: a startup, or a new product team inside an established company that has been given room to experiment.</p>
<ul>
<li><strong>Inside:</strong> the founding team, its hypotheses, experiments, early customers and the measures it uses to decide.</li>
<li><strong>Outside:</strong> investors or the parent company's portfolio board (who set how much runway the venture has) and mature products with known markets.</li>
</ul>

<h2>Needs: why people adopt it</h2>
<p>Teams adopt Lean Startup when they must find out, before money and time run out, whether a product idea can become a business. From the sponsor's view the need is to stop funding ideas that will not work as early as possible and double down on the ones that might. For the team it offers a way to make progress visible even when the product is not yet successful.</p>

<h2>Values: what it optimises for</h2>
<ul>
<li><strong>Validated learning:</strong> knowledge backed by what real customers did, not what they said.</li>
<li><strong>Speed:</strong> the faster the learning loop, the more attempts fit in the runway.</li>
<li><strong>Evidence:</strong> decisions follow data rather than the founder's conviction.</li>
<li><strong>Frugality:</strong> spend the least effort that will answer the question.</li>
</ul>

<h2>Principles: what it is based on</h2>
<ul>
<li><strong>Every plan is a set of assumptions:</strong> identify the ones that would sink the venture if wrong.</li>
<li><strong>Build, measure, learn:</strong> progress is a loop, and the aim is to shorten the whole loop rather than any single step.</li>
<li><strong>Small batches:</strong> releasing a little at a time surfaces problems early.</li>
<li><strong>Actionable metrics over vanity metrics:</strong> measures must show cause and effect, not just go up.</li>
<li><strong>Entrepreneurship is management:</strong> uncertainty calls for a different kind of management, not the absence of it.</li>
</ul>

<h2>Practices: what it suggests you do</h2>
<ul>
<li><strong>Minimum viable product:</strong> the smallest thing that lets you test a key hypothesis with real customers; it may be a landing page or a manual service behind the scenes.</li>
<li><strong>Split tests:</strong> show different versions to different customers and compare behaviour.</li>
<li><strong>Cohort analysis:</strong> compare groups of customers who joined at different times to see whether changes help.</li>
<li><strong>Innovation accounting:</strong> set a baseline, tune the engine of growth, then decide.</li>
<li><strong>Pivot or persevere meetings:</strong> at regular intervals, decide on the evidence whether to keep the strategy or change a fundamental part of it.</li>
</ul>

<h2>Tools: what it suggests you use</h2>
<p>Lean Startup suggests kinds of tools more than products:</p>
<ul>
<li><strong>Hypothesis and experiment boards</strong> that track each assumption, its test and the result.</li>
<li><strong>One-page business model canvases</strong> to keep the whole model visible and editable.</li>
<li><strong>Analytics and split-testing software</strong> to measure behaviour by cohort.</li>
<li><strong>Landing pages and prototypes</strong> as cheap experiment vehicles.</li>
</ul>

<h2>When it fits badly</h2>
<ul>
<li>Products whose market is already well understood, where the risk is in execution rather than demand.</li>
<li>Safety-critical or heavily regulated products, where a "minimum" product can harm people.</li>
<li>Parent organisations that punish a failed experiment: teams soon run only tests they know will pass.</li>
<li>Teams that run experiments without deciding beforehand what result would change their mind.</li>
</ul>

<h2>Before you adopt it</h2>
<p>Write down your riskiest assumption and the cheapest test that could prove it wrong, before building anything. Talk to founders and intrapreneurs who have actually pivoted, and ask how they knew it was time, and what the conversation with their funders was like.</p>`,
};
