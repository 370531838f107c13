import type { Archetype } from '../../schemas/archetype';
import { ARCHETYPE_AUTHOR } from './sections';

/** Kanban on the spine: an evolutionary method that improves flow starting from the current process. */
export const KANBAN: Archetype = {
  id: 'kanban',
  title: 'Kanban',
  description:
    'A method for improving any flow of knowledge work by making it visible, limiting how much is in progress and changing the process in small steps. It starts from whatever you do today rather than replacing it.',
  date: '2026-11-03',
  author: ARCHETYPE_AUTHOR,
  tags: ['Software Development', 'Support', 'Operations', 'Flow', 'Lean'],
  htmlContent: `<p>The word comes from the signal cards used in Toyota's factories to pull parts into production. The Kanban Method for knowledge work grew from David J. Anderson's work with software and IT teams in the mid-2000s and has since been described in several guides. Unlike Scrum it does not ask you to adopt new roles or a new cycle; it asks you to look hard at how work flows now.</p>

<h2>Where it fits: the system boundary</h2>
<p>The boundary is a <strong>service</strong>: a flow of requests that come in, get worked on and go out to someone who wanted them. That can be one team, a support desk, a marketing studio or a chain of teams that hand work to each other.</p>
<ul>
<li><strong>Inside:</strong> the workflow from commitment to delivery, the people doing the work, the board and the policies that govern it.</li>
<li><strong>Outside:</strong> the customers who make requests and receive results, and upstream idea generation before the team commits to an item.</li>
</ul>

<h2>Needs: why people adopt it</h2>
<p>Teams reach for Kanban when work arrives continuously and unpredictably, when everyone is busy but little seems to finish, or when a big process change would meet resistance. The system need is predictable, fast delivery of requests to the people who depend on them. For the people inside, it offers relief from overload: a sane amount of work at once and a visible reason to say "not yet".</p>

<h2>Values: what it optimises for</h2>
<ul>
<li><strong>Flow:</strong> work moves smoothly from request to delivery with as little waiting as possible.</li>
<li><strong>Transparency:</strong> everyone can see the work, its state and the rules it follows.</li>
<li><strong>Predictability:</strong> customers can rely on how long a request will take.</li>
<li><strong>Customer focus:</strong> the measure of success is value delivered, not effort spent.</li>
<li><strong>Respect:</strong> for people's current roles and for the knowledge built into today's process.</li>
</ul>

<h2>Principles: what it is based on</h2>
<ul>
<li><strong>Start with what you do now:</strong> map the real process before changing it.</li>
<li><strong>Pursue evolutionary change:</strong> many small, agreed improvements meet less resistance than one big redesign.</li>
<li><strong>Encourage leadership at every level:</strong> anyone who sees a problem in the flow may act on it.</li>
<li><strong>Limit work in progress:</strong> by Little's Law, at a given throughput the average time an item spends in the system grows with the amount of work in it, so less in progress means faster delivery.</li>
<li><strong>Pull, don't push:</strong> new work starts only when there is capacity, which exposes bottlenecks instead of hiding them in queues.</li>
<li><strong>Manage the work, not the workers:</strong> attention goes to items that are stuck rather than to keeping everybody busy.</li>
</ul>

<h2>Practices: what it suggests you do</h2>
<ul>
<li><strong>Visualise the workflow</strong> on a board whose columns match the real steps, including the waiting ones.</li>
<li><strong>Set explicit WIP limits</strong> per column or per person and respect them.</li>
<li><strong>Manage flow:</strong> look at the board right to left each day, finish what is nearly done and swarm on blocked items.</li>
<li><strong>Make policies explicit:</strong> write down when an item may move, what "ready" and "done" mean, and how urgent work is treated.</li>
<li><strong>Build feedback loops:</strong> a short daily meeting at the board plus regular reviews of delivery and of risks.</li>
<li><strong>Improve collaboratively:</strong> use flow data and simple models to run small experiments on the process.</li>
</ul>

<h2>Tools: what it suggests you use</h2>
<p>Kanban is one of the few approaches that does recommend tools, because visibility is central to it:</p>
<ul>
<li><strong>A board and cards</strong>, physical or digital, showing every item and its state.</li>
<li><strong>Flow metrics:</strong> work in progress, throughput, cycle time and the age of items still in progress.</li>
<li><strong>Charts:</strong> a cumulative flow diagram to see queues building and a cycle-time scatterplot to answer "how long will this take?" with a probability.</li>
</ul>
<p>No specific product is required; a wall and sticky notes are enough to begin.</p>

<h2>When it fits badly</h2>
<ul>
<li>When the team needs a strong shared rhythm and goal to pull together, a cadence-based framework may help more.</li>
<li>When leaders want a quick, visible transformation: evolutionary change is deliberately gradual.</li>
<li>When WIP limits are set but ignored, the board becomes decoration and none of the benefits arrive.</li>
<li>Large one-off projects with fixed milestones, where flow matters less than sequencing and deadlines.</li>
</ul>

<h2>Before you adopt it</h2>
<p>Draw your current board honestly, waiting steps included, and measure cycle time for a few weeks before changing anything. Then talk to teams who have run Kanban with real WIP limits for a while: ask what happened the first time a limit was reached, and who had to say no.</p>`,
};
