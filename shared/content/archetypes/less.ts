import type { Archetype } from '../../schemas/archetype';
import { ARCHETYPE_AUTHOR } from './sections';

/** LeSS on the spine: Scrum applied to many teams on one product, adding as little as possible. */
export const LESS: Archetype = {
  id: 'less',
  title: 'Large-Scale Scrum (LeSS)',
  description:
    'A way of applying Scrum to many teams working together on one product, with one Product Owner and one backlog. It deliberately adds as few roles and artefacts as possible and changes the organisation instead.',
  date: '2026-11-14',
  author: ARCHETYPE_AUTHOR,
  tags: ['Software Development', 'Product Management', 'Scaling', 'Scrum'],
  htmlContent: `<p>LeSS was developed by Craig Larman and Bas Vodde from experience with large product groups in the 2000s. Its stance is unusual among scaling approaches: rather than adding layers on top of Scrum, it asks the organisation to simplify until Scrum works at scale. Details are at <a href="https://less.works">less.works</a>.</p>

<h2>Where it fits: the system boundary</h2>
<p>The boundary is <strong>one whole product</strong>, defined broadly from the customer's point of view, built by two to about eight Scrum teams. Beyond roughly eight teams a variant called LeSS Huge splits the product into requirement areas.</p>
<ul>
<li><strong>Inside:</strong> all teams working on the product, its single Product Owner, Scrum Masters, the shared Product Backlog and the common Sprint.</li>
<li><strong>Outside:</strong> other products, corporate functions such as finance and HR (which LeSS nevertheless expects to adapt), and customers, who take part in reviews.</li>
</ul>

<h2>Needs: why people adopt it</h2>
<p>Organisations adopt LeSS when a product is too big for one Scrum team and the existing multi-team setup produces handovers, coordination overhead and a product nobody sees whole. The system need is to keep Scrum's empirical, customer-focused delivery when many teams work on one product. For team members it promises whole-product understanding instead of narrow component work.</p>

<h2>Values: what it optimises for</h2>
<ul>
<li><strong>Scrum's values</strong> of commitment, focus, openness, respect and courage, unchanged.</li>
<li><strong>Minimalism:</strong> no extra roles, artefacts or processes unless truly needed.</li>
<li><strong>Whole-product focus:</strong> every team understands and works on the product as customers see it.</li>
<li><strong>Organisational learning:</strong> the structure is expected to change as the organisation learns.</li>
</ul>

<h2>Principles: what it is based on</h2>
<p>LeSS states ten principles. In short:</p>
<ul>
<li><strong>Large-scale Scrum is Scrum:</strong> it is Scrum applied at scale, not a different framework.</li>
<li><strong>More with less:</strong> fewer roles and processes, more responsibility and learning in teams.</li>
<li><strong>Whole-product focus</strong> and <strong>customer-centricity.</strong></li>
<li><strong>Continuous improvement towards perfection.</strong></li>
<li><strong>Systems thinking</strong> and <strong>lean thinking.</strong></li>
<li><strong>Empirical process control</strong> and <strong>transparency.</strong></li>
<li><strong>Queueing theory:</strong> large batches and long queues delay everything; manage them deliberately.</li>
</ul>
<p>It also draws on Deming's ideas about management and quality, and on the Agile Manifesto.</p>

<h2>Practices: what it suggests you do</h2>
<ul>
<li><strong>One Product Owner, one Product Backlog, one Definition of Done and one shared Sprint</strong> for all teams.</li>
<li><strong>Feature teams:</strong> long-lived, cross-functional teams that deliver end-to-end customer features rather than components.</li>
<li><strong>Sprint Planning in two parts:</strong> teams choose items together, then plan their own work separately.</li>
<li><strong>Multi-team backlog refinement</strong> so teams understand items before they are selected.</li>
<li><strong>One Sprint Review for the whole product,</strong> often run like a bazaar where stakeholders visit areas of interest.</li>
<li><strong>Overall Retrospective</strong> after the team retrospectives, focused on the system the teams work in.</li>
<li><strong>Coordination by teams themselves:</strong> developers talk directly to each other rather than through managers.</li>
</ul>

<h2>Tools: what it suggests you use</h2>
<p><strong>None beyond Scrum's artefacts.</strong> LeSS does not prescribe software. Teams need a single visible Product Backlog and a shared integration setup for the one product, but the choice of tools is theirs.</p>

<h2>When it fits badly</h2>
<ul>
<li>Organisations unwilling to change structure: LeSS often asks for fewer managers, feature teams and changed reporting lines, and applying it on top of an unchanged organisation rarely works.</li>
<li>Groups of loosely related products that happen to share a department: LeSS needs one product with one backlog.</li>
<li>Teams not yet comfortable with Scrum itself; scaling amplifies whatever habits exist.</li>
</ul>

<h2>Before you adopt it</h2>
<p>Define your product as broadly as your customers see it and count how many teams really work on it. Then talk to people from organisations that have run LeSS for a few years, and ask which structural changes were hardest and whether they would make them again.</p>`,
};
