import type { Archetype } from '../../schemas/archetype';
import { ARCHETYPE_AUTHOR } from './sections';

/** A consulting engagement on the spine: a temporary system shared by client and consultants. */
export const CONSULTING_ENGAGEMENT: Archetype = {
  id: 'consulting-engagement',
  title: 'Consulting Engagement',
  description:
    'The common shape of an advisory engagement, from contracting through discovery and recommendations to hand-over. It is a pattern rather than a branded framework, and it works best when client and consultants map it together.',
  date: '2026-11-10',
  author: ARCHETYPE_AUTHOR,
  tags: ['Consulting', 'Advisory', 'Change', 'Client Work'],
  htmlContent: `<p>No single authority defines how consulting should work, but the shape of a good engagement is well described in the literature on consulting, notably in Peter Block's work on contracting and in Edgar Schein's on process consultation. This map draws on that shared understanding. It is especially useful at the start of an engagement, when client and consultants can easily hold different ideas of why the consultants are there.</p>

<h2>Where it fits: the system boundary</h2>
<p>An engagement is a <strong>temporary system</strong> made of two parties: a consulting team and the part of the client organisation that engaged it.</p>
<ul>
<li><strong>Inside:</strong> the consultants, the client sponsor, the client staff who work with the consultants, and the engagement's activities from first contracting to hand-over.</li>
<li><strong>Outside:</strong> the consultancy's own business development, the client's wider organisation beyond the sponsor's remit, and any implementation after the engagement ends.</li>
</ul>

<h2>Needs: why people adopt it</h2>
<p>Several perspectives meet here, and naming them separately avoids confusion:</p>
<ul>
<li><strong>The client sponsor</strong> needs a problem understood or solved, or a decision made with confidence, sooner or better than they could alone.</li>
<li><strong>The client staff</strong> need to be heard, and to keep control of work they will still be doing after the consultants go.</li>
<li><strong>The consultancy</strong> needs a sustainable business: a satisfied client, a fair fee and a reputation that brings the next engagement.</li>
</ul>

<h2>Values: what it optimises for</h2>
<ul>
<li><strong>Client ownership:</strong> the client decides and the client lives with the result.</li>
<li><strong>Candour:</strong> the consultant says what they see, even when it is unwelcome.</li>
<li><strong>Evidence:</strong> recommendations rest on what was found, not on what was sold.</li>
<li><strong>Independence:</strong> advice is not bent by the hope of follow-on work.</li>
<li><strong>Capability transfer:</strong> the client is more able at the end than at the start.</li>
</ul>

<h2>Principles: what it is based on</h2>
<ul>
<li><strong>Contract explicitly:</strong> most failed engagements fail on unclear expectations rather than on poor analysis.</li>
<li><strong>Inquire before advising:</strong> the client usually knows more about the situation than the consultant does, so asking comes first.</li>
<li><strong>People support what they help create:</strong> findings the client helped shape are the ones acted upon.</li>
<li><strong>Hypotheses speed up diagnosis:</strong> start with a few plausible explanations and look for evidence that would disprove them.</li>
<li><strong>Every intervention changes the system:</strong> even an interview alters what people think and expect.</li>
</ul>

<h2>Practices: what it suggests you do</h2>
<ul>
<li><strong>Contracting conversation</strong> on goals, scope, roles, what each side will provide and how findings are shared.</li>
<li><strong>Discovery</strong> through interviews, observation and data, with confidentiality agreed in advance.</li>
<li><strong>Regular playbacks</strong> of emerging findings to the sponsor, so there are no surprises at the end.</li>
<li><strong>Joint sense-making workshops</strong> where client staff interpret and rank the findings.</li>
<li><strong>Options rather than a single answer,</strong> each with its trade-offs made explicit.</li>
<li><strong>Planned hand-over</strong> with internal owners named for each recommendation.</li>
</ul>

<h2>Tools: what it suggests you use</h2>
<p>Consulting has its favourite tools, none of them mandatory:</p>
<ul>
<li><strong>An engagement charter or statement of work</strong> that records the contract.</li>
<li><strong>Interview guides and structured notes.</strong></li>
<li><strong>Issue trees and causal diagrams</strong> to organise hypotheses and evidence.</li>
<li><strong>A log of risks, assumptions, issues and dependencies.</strong></li>
<li><strong>A Spine Model canvas</strong> drawn with the client, which is a quick way to surface differing Needs early.</li>
</ul>

<h2>When it fits badly</h2>
<ul>
<li>When the client wants extra hands rather than advice: a staffing arrangement dressed as consulting frustrates both sides.</li>
<li>When the real decision has already been made and the engagement is meant to endorse it.</li>
<li>When the sponsor lacks authority over the area being studied, so findings have nowhere to land.</li>
</ul>

<h2>Before you adopt it</h2>
<p>Before the first interview, ask the sponsor what they would do differently if the engagement succeeded, and write the answer down as the Need. Then talk to clients of the consultancy, not only its consultants, and ask what was still in use a year after the engagement ended.</p>`,
};
