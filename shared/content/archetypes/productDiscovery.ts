import type { Archetype } from '../../schemas/archetype';
import { ARCHETYPE_AUTHOR } from './sections';

/** Continuous product discovery on the spine: deciding what to build by testing ideas with customers. */
export const PRODUCT_DISCOVERY: Archetype = {
  id: 'product-discovery',
  title: 'Continuous Product Discovery',
  description:
    'The practice of a small product team deciding what to build by talking to customers every week and testing ideas before building them. It runs alongside delivery rather than as a phase before it.',
  date: '2026-11-12',
  author: ARCHETYPE_AUTHOR,
  tags: ['Product Management', 'Research', 'User Research', 'Experimentation'],
  htmlContent: `<p>Product discovery has been described by several practitioners, among them Marty Cagan, who stresses testing ideas against their main risks, and Teresa Torres, who made weekly customer contact and the opportunity solution tree widely known. "Dual-track" development, where discovery and delivery run side by side, is the usual setting.</p>

<h2>Where it fits: the system boundary</h2>
<p>The boundary is <strong>a product team's decision-making about what to build next</strong>, usually led by a trio: a product manager, a designer and an engineer.</p>
<ul>
<li><strong>Inside:</strong> the trio, their customer conversations, their map of opportunities, prototypes and experiments.</li>
<li><strong>Outside:</strong> building and releasing the chosen solutions (the delivery track), company strategy, which sets the outcome the team is asked to move, and commitments made by sales.</li>
</ul>

<h2>Needs: why people adopt it</h2>
<p>Teams adopt continuous discovery when they ship on time but the features do not change customer behaviour, or when the roadmap is a list of stakeholder requests. The system need is to spend scarce engineering effort on changes that actually move an outcome for customers and the business. For team members, discovery offers the satisfaction of building things people use and a say in what gets built.</p>

<h2>Values: what it optimises for</h2>
<ul>
<li><strong>Outcomes:</strong> changes in what customers do, not features delivered.</li>
<li><strong>Customer insight:</strong> decisions grounded in direct contact with the people served.</li>
<li><strong>Learning speed:</strong> many small tests beat one big bet.</li>
<li><strong>Collaboration:</strong> product, design and engineering decide together.</li>
</ul>

<h2>Principles: what it is based on</h2>
<ul>
<li><strong>Most ideas do not work:</strong> a large share of features fail to deliver the value expected, so ideas need testing before building.</li>
<li><strong>Every idea carries four risks:</strong> will customers value it, can they use it, can we build it, and does it work for our business?</li>
<li><strong>Start from the problem:</strong> customers are experts on their needs and pains, not on solutions.</li>
<li><strong>Compare and contrast:</strong> choosing between several options gives better decisions than judging one on its own.</li>
<li><strong>Small, continuous contact beats occasional big research:</strong> beliefs stay current when the team hears from customers every week.</li>
</ul>

<h2>Practices: what it suggests you do</h2>
<ul>
<li><strong>Weekly customer interviews</strong> about specific past experiences, with the whole trio taking part.</li>
<li><strong>Opportunity mapping:</strong> organise the needs and pains you hear under one desired outcome, and choose where to focus.</li>
<li><strong>Assumption mapping:</strong> list what must be true for an idea to work and test the riskiest first.</li>
<li><strong>Prototype and fake-door tests</strong> that answer a question in days, not months.</li>
<li><strong>Story mapping</strong> to slice the chosen solution into a thin first release.</li>
<li><strong>Sharing discovery openly</strong> with stakeholders so they see the evidence behind decisions.</li>
</ul>

<h2>Tools: what it suggests you use</h2>
<ul>
<li><strong>An opportunity solution tree</strong> on a whiteboard or shared canvas.</li>
<li><strong>Interview snapshots:</strong> one page per interview capturing the key story and insights.</li>
<li><strong>Prototyping tools,</strong> from paper sketches to clickable mock-ups.</li>
<li><strong>Product analytics</strong> to see what customers do, not just what they say.</li>
<li><strong>A recruiting pipeline</strong> that books interview participants automatically, so weekly contact survives busy weeks.</li>
</ul>

<h2>When it fits badly</h2>
<ul>
<li>Teams handed a fixed list of features with no freedom to change it: discovery then only confirms decisions already made.</li>
<li>Products with very few, hard-to-reach users, where weekly interviews are not possible and other evidence must do.</li>
<li>Work where the main risk is technical rather than about value, such as replacing infrastructure; engineering spikes suit that better.</li>
</ul>

<h2>Before you adopt it</h2>
<p>Book the first three customer conversations before you change anything else; the habit matters more than the method. Then ask product teams who have kept up weekly interviews for six months what they stopped building as a result, and how their stakeholders reacted.</p>`,
};
