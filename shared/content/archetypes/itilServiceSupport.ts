import type { Archetype } from '../../schemas/archetype';
import { ARCHETYPE_AUTHOR } from './sections';

/** ITIL-style service support on the spine: the service desk, incidents, problems and changes. */
export const ITIL_SERVICE_SUPPORT: Archetype = {
  id: 'itil-service-support',
  title: 'ITIL-style Service Support',
  description:
    'The way many IT departments organise support around a service desk, incident, problem and change management, as described in the ITIL body of guidance. This map covers the support part of that guidance, not the whole library.',
  date: '2026-11-09',
  author: ARCHETYPE_AUTHOR,
  tags: ['Support', 'IT Service Management', 'Operations'],
  htmlContent: `<p>ITIL is a large body of guidance on managing IT services, first published by the UK government in the late 1980s and revised several times since; its fourth edition presents it as a value system with guiding principles and a long list of management practices. Most organisations use only part of it. This map describes the common support core as teams typically run it, so it is "ITIL-style" rather than a summary of the whole publication.</p>

<h2>Where it fits: the system boundary</h2>
<p>The boundary is <strong>the support of live IT services</strong>: from a user noticing something wrong, or asking for something, to the matter being resolved and recorded.</p>
<ul>
<li><strong>Inside:</strong> the service desk, second- and third-line support groups, the incident, problem, request and change processes, and the knowledge they build up.</li>
<li><strong>Outside:</strong> building new services, supplier contracts (though suppliers often take part in resolution), and the business decisions that set service levels.</li>
</ul>

<h2>Needs: why people adopt it</h2>
<p>Organisations adopt this pattern when the people who depend on IT services cannot get reliable help, when outages keep recurring and when changes cause unexpected breakages. The system need is dependable services that the business can rely on, with disruptions handled predictably. For support staff it offers a clear role, a fair way of sharing work and less time spent on the same fault twice.</p>

<h2>Values: what it optimises for</h2>
<ul>
<li><strong>Service reliability:</strong> services work when people need them.</li>
<li><strong>Consistency:</strong> similar requests are handled the same way whoever picks them up.</li>
<li><strong>Accountability:</strong> each ticket, problem and change has an owner.</li>
<li><strong>Value to users:</strong> support exists for the people using the services, not for the IT department.</li>
</ul>

<h2>Principles: what it is based on</h2>
<p>The current edition lists seven guiding principles. In brief:</p>
<ul>
<li><strong>Focus on value</strong> for the people who use and pay for the service.</li>
<li><strong>Start where you are:</strong> reuse what already works before replacing it.</li>
<li><strong>Progress iteratively with feedback.</strong></li>
<li><strong>Collaborate and promote visibility</strong> across teams.</li>
<li><strong>Think and work holistically:</strong> a service is people, process, technology and suppliers together.</li>
<li><strong>Keep it simple and practical.</strong></li>
<li><strong>Optimise, then automate.</strong></li>
</ul>
<p>Running through the support practices are two further levers: restoring service fast and finding root causes are different jobs, and should be treated separately; and most outages follow a change, so changes deserve care proportional to their risk.</p>

<h2>Practices: what it suggests you do</h2>
<ul>
<li><strong>Service desk:</strong> a single point of contact for users, logging every contact.</li>
<li><strong>Incident management:</strong> restore normal service as quickly as possible, prioritised by impact and urgency.</li>
<li><strong>Problem management:</strong> find and remove the underlying causes of recurring incidents, recording known errors and workarounds meanwhile.</li>
<li><strong>Service request management:</strong> handle routine requests (access, equipment, information) through standard, often automated, paths.</li>
<li><strong>Change enablement:</strong> assess and authorise changes according to risk, with low-risk standard changes pre-approved.</li>
<li><strong>Knowledge management:</strong> capture solutions so that the next person finds them.</li>
<li><strong>Service level management:</strong> agree targets with the business and review performance against them.</li>
</ul>

<h2>Tools: what it suggests you use</h2>
<p>The guidance names no product, but in practice this pattern depends on a <strong>service management tool</strong>: a ticketing system that records incidents, requests, problems and changes and links them together. Common companions are a <strong>knowledge base</strong>, a <strong>record of configuration items</strong> (what services and components exist and how they relate), <strong>monitoring</strong> that raises events automatically and a <strong>self-service portal</strong> for users.</p>

<h2>When it fits badly</h2>
<ul>
<li>Small teams that build and run their own software: a full change board and separate support tiers add delay without adding safety.</li>
<li>Organisations that implement every process by the book, so that the tool and the forms become the work.</li>
<li>Fast-moving product teams releasing many times a day, unless change enablement relies on automated checks rather than meetings.</li>
<li>When ticket counts and closure times become targets in themselves: people close tickets rather than solve problems.</li>
</ul>

<h2>Before you adopt it</h2>
<p>Look at your last month of tickets and find the ten most frequent reasons people contacted support; that tells you which practice to strengthen first. Then talk to service desk staff in organisations that run this pattern well, and ask which parts of the process they would keep if they could drop the rest.</p>`,
};
