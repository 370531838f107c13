import type { Archetype } from '../../schemas/archetype';
import { ARCHETYPE_AUTHOR } from './sections';

/** Scrum on the spine: a small-team framework with fixed events and artefacts and no prescribed tools. */
export const SCRUM: Archetype = {
  id: 'scrum',
  title: 'Scrum',
  description:
    'A lightweight framework for one small team that builds a product in short, fixed cycles and inspects the result at the end of each. It fixes a handful of roles, events and artefacts and leaves technique and tooling to the team.',
  date: '2026-11-02',
  author: ARCHETYPE_AUTHOR,
  tags: ['Software Development', 'Product Management', 'Agile', 'Framework', 'Team'],
  htmlContent: `<p>Scrum is defined by a short document, the <em>Scrum Guide</em>, maintained by Ken Schwaber and Jeff Sutherland. Mapping it onto the spine is a good way to see how little it prescribes: it is strong on Values, Principles and a few Practices, and silent on Tools.</p>

<h2>Where it fits: the system boundary</h2>
<p>The natural boundary is one <strong>Scrum Team</strong>: a Product Owner, a Scrum Master and the Developers, usually ten people or fewer, working on one product from one ordered backlog. Stakeholders sit just outside the boundary and step in at the Sprint Review.</p>
<ul>
<li><strong>Inside:</strong> the team, its Product Backlog, the current Sprint and every Increment it produces.</li>
<li><strong>Outside:</strong> funding, hiring, portfolio decisions, engineering technique, and coordination between several teams (frameworks such as LeSS take that on).</li>
</ul>

<h2>Needs: why people adopt it</h2>
<p>Organisations turn to Scrum when the work is complex: what customers want and how to build it both shift faster than a detailed plan can anticipate. From the sponsors' point of view, Scrum exists to deliver the most valuable product it can while learning, Sprint by Sprint, what "valuable" means. From the team members' point of view it promises a steady rhythm, a clear goal for the next few weeks and protection from priorities that change every day.</p>

<h2>Values: what it optimises for</h2>
<p>The Guide names five values. Notice that they describe how people behave with each other rather than what the product should be like.</p>
<ul>
<li><strong>Commitment:</strong> the team takes its goals seriously and backs each other up in reaching them.</li>
<li><strong>Focus:</strong> attention goes to the Sprint's work and its goal, not to everything at once.</li>
<li><strong>Openness:</strong> the team and its stakeholders are frank about the work and the obstacles in it.</li>
<li><strong>Respect:</strong> members treat each other as capable, independent professionals.</li>
<li><strong>Courage:</strong> people tackle hard problems and say uncomfortable things.</li>
</ul>

<h2>Principles: what it is based on</h2>
<p>Scrum rests on <strong>empiricism</strong>: knowledge comes from experience, so you decide based on what you observe. Three pillars keep that honest: <em>transparency</em> (the work and its state are visible to those who judge it), <em>inspection</em> (you look at progress often) and <em>adaptation</em> (you change course when what you see is off). It also draws on lean thinking: cut waste and keep the focus on what matters.</p>
<p>Experienced practitioners add a few more levers that explain why the framework works when it does:</p>
<ul>
<li><strong>Self-management:</strong> the people doing the work decide how to do it.</li>
<li><strong>Small, cross-functional teams:</strong> everyone needed to deliver is in the team, and the team stays small enough to communicate easily.</li>
<li><strong>Done means done:</strong> an item is finished only when it meets a shared quality bar, so progress is real.</li>
<li><strong>An empowered Product Owner:</strong> one person can actually decide what comes next.</li>
<li><strong>A Scrum Master who serves:</strong> their authority comes from helping the team and organisation improve, not from assigning work.</li>
<li><strong>The team owns its adaptation:</strong> improvements come from the team's own retrospectives.</li>
<li><strong>Business value every Sprint:</strong> each cycle ends with something usable.</li>
</ul>

<h2>Practices: what it suggests you do</h2>
<p>Here Scrum is specific. It defines three accountabilities, five events and three artefacts, each with a commitment that gives it direction.</p>
<h3>Accountabilities</h3>
<ul>
<li><strong>Product Owner:</strong> maximises the value of the product and orders the Product Backlog.</li>
<li><strong>Scrum Master:</strong> makes Scrum work for the team and the organisation around it.</li>
<li><strong>Developers:</strong> plan the Sprint and build a usable Increment.</li>
</ul>
<h3>Events</h3>
<ul>
<li><strong>The Sprint:</strong> a fixed cycle of one month or less that contains all the other events.</li>
<li><strong>Sprint Planning:</strong> agree why the Sprint matters (the Sprint Goal), what can be done and how.</li>
<li><strong>Daily Scrum:</strong> a fifteen-minute check on progress towards the Sprint Goal.</li>
<li><strong>Sprint Review:</strong> show the outcome to stakeholders and decide what to do next.</li>
<li><strong>Sprint Retrospective:</strong> look at how the team worked and pick improvements.</li>
</ul>
<h3>Artefacts</h3>
<ul>
<li><strong>Product Backlog</strong>, directed by a Product Goal.</li>
<li><strong>Sprint Backlog</strong>, directed by the Sprint Goal.</li>
<li><strong>Increment</strong>, judged against the Definition of Done.</li>
</ul>
<p>Many habits people associate with Scrum, such as user stories, story points, velocity and burn-down charts, are popular additions rather than part of the framework. You can drop them without stopping doing Scrum.</p>

<h2>Tools: what it suggests you use</h2>
<p><strong>None.</strong> The Guide names no board, tracker or software. Teams usually add a visible board, physical or digital, and a place to keep the backlog. Choose them to support the events and the transparency pillar; if a tool makes the state of the work harder to see, replace it.</p>

<h2>When it fits badly</h2>
<ul>
<li>Work that arrives unpredictably and must be handled within hours, such as a support queue: Sprint commitments keep breaking and a flow-based approach like Kanban often suits better.</li>
<li>Organisations that keep deadlines and scope fixed from above: the events continue but adaptation never happens.</li>
<li>No one with real authority over priorities, so the Product Owner role becomes a messenger.</li>
<li>Simple, well-understood work where a checklist would do: the overhead of the events buys little.</li>
</ul>

<h2>Before you adopt it</h2>
<p>Read the Guide itself at <a href="https://scrumguides.org">scrumguides.org</a>; it is short. Then ask teams who have used Scrum for more than a year what they kept, what they dropped and what the organisation around them had to change. Finally, draw your own spine first and compare it with this one: if your Needs and Values differ sharply, adopting the Practices alone will not close the gap.</p>`,
};
