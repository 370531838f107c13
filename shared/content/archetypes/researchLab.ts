import type { Archetype } from '../../schemas/archetype';
import { ARCHETYPE_AUTHOR } from './sections';

/** A research lab on the spine: knowledge creation plus training the next generation of researchers. */
export const RESEARCH_LAB: Archetype = {
  id: 'research-lab',
  title: 'Research Lab',
  description:
    'The typical working system of an academic or industrial research group: a lead investigator, researchers at different career stages and a shared body of methods and data. It is a pattern rather than a named framework.',
  date: '2026-11-11',
  author: ARCHETYPE_AUTHOR,
  tags: ['Research', 'Science', 'Knowledge Work', 'Mentoring'],
  htmlContent: `<p>Research groups rarely describe their way of working as a framework, yet most share a recognisable shape, and the scientific community has agreed many of its principles through decades of debate about reliable research. Mapping a lab on the spine is useful because labs mix two quite different needs: producing knowledge and developing people.</p>

<h2>Where it fits: the system boundary</h2>
<p>The natural boundary is <strong>one research group</strong> led by a principal investigator.</p>
<ul>
<li><strong>Inside:</strong> the investigator, postdoctoral researchers, students and technicians, the group's projects, methods, data and code.</li>
<li><strong>Outside:</strong> funders, journals and peer reviewers, shared facilities, ethics boards and the host institution's administration. These set strong constraints but are not run by the lab.</li>
</ul>

<h2>Needs: why people adopt it</h2>
<ul>
<li><strong>From the research community's view,</strong> the lab exists to produce findings that others can trust and build on.</li>
<li><strong>From the funder's view,</strong> it exists to answer questions that matter for its mission.</li>
<li><strong>From the members' view,</strong> it exists to let them do meaningful work and grow into independent researchers, which is as much a purpose of the lab as its papers.</li>
</ul>

<h2>Values: what it optimises for</h2>
<ul>
<li><strong>Rigour:</strong> methods that can withstand hostile scrutiny.</li>
<li><strong>Reproducibility:</strong> someone else could repeat the work and get the same answer.</li>
<li><strong>Openness:</strong> data, code and methods are shared where ethics allow.</li>
<li><strong>Curiosity:</strong> surprising results are explored, not explained away.</li>
<li><strong>Integrity:</strong> honest reporting, including of negative results.</li>
</ul>

<h2>Principles: what it is based on</h2>
<ul>
<li><strong>Claims must be testable:</strong> a hypothesis that no result could contradict teaches nothing.</li>
<li><strong>Researchers see what they hope to see:</strong> fixing the analysis before looking at the results protects against wishful thinking.</li>
<li><strong>Independent replication is the real test</strong> of a finding.</li>
<li><strong>Critique improves work:</strong> the earlier colleagues attack an idea, the cheaper the fix.</li>
<li><strong>Records outlive memory:</strong> future readers, including your future self, need to reconstruct what was done.</li>
</ul>

<h2>Practices: what it suggests you do</h2>
<ul>
<li><strong>Lab meetings</strong> where members present work in progress and receive critique.</li>
<li><strong>Journal clubs</strong> that read and dissect others' papers.</li>
<li><strong>Pre-registration or written analysis plans</strong> before data collection or unblinding.</li>
<li><strong>Code and analysis review</strong> by a second researcher.</li>
<li><strong>Data management plans</strong> agreed at the start of each project.</li>
<li><strong>Authorship conversations early,</strong> not when the paper is about to be submitted.</li>
<li><strong>Regular one-to-one mentoring</strong> between the investigator and each member.</li>
</ul>

<h2>Tools: what it suggests you use</h2>
<p>Nothing is mandatory, but mature labs commonly rely on:</p>
<ul>
<li><strong>Lab notebooks,</strong> paper or electronic, kept to a shared standard.</li>
<li><strong>Version control</strong> for analysis code and documents.</li>
<li><strong>Workflow tools</strong> that rerun an analysis from raw data in one step.</li>
<li><strong>Public repositories and preprint servers</strong> for sharing data, code and results.</li>
<li><strong>A shared reference manager.</strong></li>
</ul>

<h2>When it fits badly</h2>
<ul>
<li>Research with a fixed deliverable and deadline for a client, which behaves more like a consulting engagement.</li>
<li>Labs where incentives reward publication counts above everything: the stated values and the real ones drift apart, and the spine becomes crooked.</li>
<li>Very large collaborations spread across many institutions, which need explicit coordination structures this pattern does not provide.</li>
</ul>

<h2>Before you adopt it</h2>
<p>Ask each member separately what they need from the lab, then compare the answers with what the lab rewards in practice. And talk to former members who now run their own groups: ask what they copied from the lab, and what they made sure to do differently.</p>`,
};
