import type { Archetype } from '../../schemas/archetype';
import { ARCHETYPE_AUTHOR } from './sections';

/** The Agile Manifesto on the spine: almost entirely principles, with no practices or tools at all. */
export const AGILE_MANIFESTO: Archetype = {
  id: 'agile-manifesto',
  title: 'The Agile Manifesto',
  description:
    'A short 2001 statement of preferences and principles for software development, written by seventeen practitioners of lightweight methods. On the spine it sits almost entirely at the Principles level, which explains why it is so often misread as a method.',
  date: '2026-11-13',
  author: ARCHETYPE_AUTHOR,
  tags: ['Software Development', 'Agile', 'Principles', 'History'],
  htmlContent: `<p>In February 2001, seventeen people who had been developing lightweight methods such as XP, Scrum and DSDM met in Utah and agreed a brief manifesto. It has four preference statements and twelve supporting principles. It is not a method: read on the spine, it shows clearly where it speaks and where it is silent. The full text is at <a href="https://agilemanifesto.org">agilemanifesto.org</a>; what follows is our own summary.</p>

<h2>Where it fits: the system boundary</h2>
<p>The manifesto speaks about <strong>software development</strong> in general: any team or organisation building software for someone else. It does not define a team shape, a scale or a role.</p>
<ul>
<li><strong>Inside:</strong> the people building software, the customers and business people they work with, and the way they collaborate.</li>
<li><strong>Outside:</strong> everything about how to organise that work in detail; the authors left that to the methods they each represented.</li>
</ul>

<h2>Needs: why people adopt it</h2>
<p>The authors were reacting against heavyweight, document-driven processes that treated developers as interchangeable parts and delivered late. Read as a Need, the manifesto seeks a way of developing software that puts people first and delivers value to customers early and often. Many of its signatories also wanted to restore trust and dignity to the work itself.</p>

<h2>Values: what it optimises for</h2>
<p>Interestingly, the manifesto never names its values in a word or two. Its famous preference statements are phrased as "we value this more than that", but on the spine they work as principles, because each describes a trade-off to apply. The values behind them can be inferred:</p>
<ul>
<li><strong>People over process:</strong> the humans doing and using the work matter most.</li>
<li><strong>Outcomes over output:</strong> working results count, not the volume of activity or documents.</li>
</ul>

<h2>Principles: what it is based on</h2>
<p>This is where nearly all of the manifesto lives. Its four preference statements, in our words, favour:</p>
<ul>
<li>people talking to each other over heavy process and tooling;</li>
<li>software that works over exhaustive paperwork about it;</li>
<li>collaborating with customers over bargaining with them over contract terms;</li>
<li>adjusting to change over sticking to the original plan.</li>
</ul>
<p>The authors stress that the items on the right still have value; the ones on the left simply win when they conflict. The twelve principles then add levers such as:</p>
<ul>
<li><strong>Early and continuous delivery</strong> is the best way to satisfy customers.</li>
<li><strong>Changing requirements are welcome,</strong> even late, when they give the customer an advantage.</li>
<li><strong>Short delivery cycles,</strong> from a couple of weeks to a couple of months.</li>
<li><strong>Daily collaboration</strong> between business people and developers.</li>
<li><strong>Motivated people:</strong> build the work around them, back them and then trust them.</li>
<li><strong>Face-to-face conversation</strong> is the most effective way to share information.</li>
<li><strong>Progress means software that works,</strong> not documents or plans completed.</li>
<li><strong>Sustainable pace</strong> that can be kept up indefinitely.</li>
<li><strong>Technical excellence and good design</strong> make agility possible.</li>
<li><strong>Simplicity:</strong> the best work is often the work you find you can skip.</li>
<li><strong>Self-organising teams</strong> produce the best designs.</li>
<li><strong>Regular reflection</strong> and adjustment of the team's behaviour.</li>
</ul>

<h2>Practices: what it suggests you do</h2>
<p><strong>None.</strong> The manifesto prescribes no practices. Its authors each had methods with practices of their own, but the shared statement deliberately stays above that level. This is why "doing agile" by copying another team's practices often misses the point: the manifesto asks you to choose practices that serve its principles in your context.</p>

<h2>Tools: what it suggests you use</h2>
<p><strong>None,</strong> and its first preference statement explicitly ranks tools below people and their interactions.</p>

<h2>When it fits badly</h2>
<ul>
<li>As a checklist: it contains nothing to tick off, and treating it as one produces ritual without change.</li>
<li>As a stick to beat documentation or planning entirely: the text values both, just less than the alternatives.</li>
<li>Outside software it needs translation, though its principles carry over to most knowledge work.</li>
</ul>

<h2>Before you adopt it</h2>
<p>Read the manifesto and its principles in the original; it takes five minutes. Then ask people who worked in software before 2001 what problem it was answering, and compare that with the problems your organisation faces today.</p>`,
};
