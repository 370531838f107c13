import type { Archetype } from '../../schemas/archetype';
import { ARCHETYPE_AUTHOR } from './sections';

/** DevOps on the spine: one system for building and running software, held together by culture and automation. */
export const DEVOPS: Archetype = {
  id: 'devops',
  title: 'DevOps',
  description:
    'A movement that joins building software and running it into one system, so that changes reach users quickly and safely. It combines a collaborative culture with heavy automation and measurement.',
  date: '2026-11-06',
  author: ARCHETYPE_AUTHOR,
  tags: ['Software Development', 'Support', 'Operations', 'Automation'],
  htmlContent: `<p>DevOps began around 2009 as a community reaction to the wall between development teams, rewarded for change, and operations teams, rewarded for stability. It has no single owner or official guide; its ideas are spread across conference talks, books and years of industry research into what high-performing delivery teams do.</p>

<h2>Where it fits: the system boundary</h2>
<p>The boundary runs from <strong>a change being committed to that change running in production and being observed</strong>, and back again as feedback. It usually spans several teams.</p>
<ul>
<li><strong>Inside:</strong> developers, operations and platform engineers, security and testing specialists, the delivery pipeline and the production environment.</li>
<li><strong>Outside:</strong> product strategy and what to build, customer support processes, procurement of infrastructure.</li>
</ul>

<h2>Needs: why people adopt it</h2>
<p>Organisations adopt DevOps when releases are slow, risky and painful, and when outages are resolved by finger-pointing between teams. The system need is to deliver change to users frequently and reliably, with the organisation learning from what happens in production. For engineers the promise is fewer late-night emergencies and ownership of work from idea to running service.</p>

<h2>Values: what it optimises for</h2>
<p>A popular summary uses the letters <strong>CALMS</strong>:</p>
<ul>
<li><strong>Culture:</strong> shared responsibility and trust between people who build and people who run.</li>
<li><strong>Automation:</strong> machines do the repetitive, error-prone steps.</li>
<li><strong>Lean:</strong> small batches and flow from commit to customer.</li>
<li><strong>Measurement:</strong> decisions use data about the pipeline and production.</li>
<li><strong>Sharing:</strong> knowledge, tools and lessons move freely between teams.</li>
</ul>

<h2>Principles: what it is based on</h2>
<p>One influential framing describes three "ways":</p>
<ul>
<li><strong>Flow:</strong> optimise the whole path from development to operations, not any single team's part of it.</li>
<li><strong>Feedback:</strong> amplify signals from production back to the people who made the change, as fast as possible.</li>
<li><strong>Continual learning:</strong> treat failures as information and make experimentation safe.</li>
</ul>
<p>Underneath sit ideas the Spine Model would recognise from elsewhere: smaller changes are less risky, quality is built in rather than inspected at the end, and replaceable infrastructure is safer than hand-tended servers.</p>

<h2>Practices: what it suggests you do</h2>
<ul>
<li><strong>Continuous integration:</strong> everyone merges to a shared main line at least daily, with automated tests.</li>
<li><strong>Continuous delivery:</strong> every change that passes the pipeline could go to production, and releasing is a business decision, not a project.</li>
<li><strong>Trunk-based development</strong> with short-lived branches.</li>
<li><strong>Infrastructure as code:</strong> environments are described in version control and rebuilt on demand.</li>
<li><strong>You build it, you run it:</strong> teams carry operational responsibility for their own services.</li>
<li><strong>Blameless post-incident reviews</strong> that look for system causes.</li>
<li><strong>Track delivery performance</strong> with a few measures: how often you deploy, how long a change takes to reach production, how often changes fail, and how quickly service is restored.</li>
</ul>

<h2>Tools: what it suggests you use</h2>
<p>DevOps names categories rather than products, and the categories matter a great deal:</p>
<ul>
<li><strong>Version control</strong> for code, configuration and infrastructure definitions.</li>
<li><strong>A build and deployment pipeline</strong> that runs tests and security checks automatically.</li>
<li><strong>Infrastructure automation and containers</strong> so environments are reproducible.</li>
<li><strong>Monitoring and observability:</strong> logs, metrics, traces and alerts that engineers actually look at.</li>
</ul>
<p>The most common failure is buying these tools and calling it DevOps. Tools without the culture give you faster ways to ship broken software.</p>

<h2>When it fits badly</h2>
<ul>
<li>Software released rarely into environments you do not control, such as firmware on devices in the field; some practices still help, but the fast feedback loop is hard to get.</li>
<li>Organisations that create a separate "DevOps team" between development and operations, adding a third silo instead of removing one.</li>
<li>Regulated settings where every release needs manual approval, unless the approval itself can become part of the automated pipeline.</li>
</ul>

<h2>Before you adopt it</h2>
<p>Measure your current delivery performance first, so you can tell whether changes help. Then ask engineers who carry a pager for their own services what that responsibility changed in how they write code, and ask operations staff in the same organisation whether they agree.</p>`,
};
