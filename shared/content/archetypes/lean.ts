import type { Archetype } from '../../schemas/archetype';
import { ARCHETYPE_AUTHOR } from './sections';

/** Lean thinking on the spine: value, flow and continuous improvement, from manufacturing to knowledge work. */
export const LEAN: Archetype = {
  id: 'lean',
  title: 'Lean Thinking',
  description:
    'A way of running any organisation by focusing on what customers value, making that value flow without delay and improving the process continually. It grew out of the Toyota Production System and now shapes software, healthcare and services.',
  date: '2026-11-05',
  author: ARCHETYPE_AUTHOR,
  tags: ['Product Management', 'Support', 'Operations', 'Flow', 'Continuous Improvement'],
  htmlContent: `<p>Lean is a family of ideas rather than a single framework. Its roots are in Toyota's production system; Western researchers named it "lean" in the late 1980s, and authors such as James Womack and Daniel Jones, and later Mary and Tom Poppendieck for software, translated it to other kinds of work. Because it is so broad, people adopting it often import its tools without the thinking, which is exactly the crooked spine the model warns about.</p>

<h2>Where it fits: the system boundary</h2>
<p>The natural boundary is a <strong>value stream</strong>: every step an organisation takes to turn a customer request into something the customer values, across departments if necessary.</p>
<ul>
<li><strong>Inside:</strong> the steps, queues and handovers of one value stream and the people who do that work.</li>
<li><strong>Outside:</strong> the customer (whose view defines value), suppliers beyond the first handover, and strategy decisions about which value streams to have at all.</li>
</ul>

<h2>Needs: why people adopt it</h2>
<p>Organisations turn to Lean when they need to deliver more of what customers want with the same people and money, and when long delays, rework and firefighting have become normal. For staff, Lean promises work that makes sense: fewer pointless steps and a recognised role in improving how things are done.</p>

<h2>Values: what it optimises for</h2>
<ul>
<li><strong>Customer value:</strong> only what a customer would willingly pay for counts as value.</li>
<li><strong>Flow:</strong> work moves from step to step without waiting.</li>
<li><strong>Respect for people:</strong> those who do the work know the most about improving it.</li>
<li><strong>Continuous improvement:</strong> the process is never finished.</li>
</ul>

<h2>Principles: what it is based on</h2>
<p>A widely used summary has five steps, applied in a loop:</p>
<ul>
<li><strong>Specify value</strong> from the customer's point of view.</li>
<li><strong>Map the value stream</strong> and remove steps that add nothing.</li>
<li><strong>Make the remaining steps flow</strong> without batches and queues.</li>
<li><strong>Let the customer pull:</strong> produce in response to demand rather than forecast.</li>
<li><strong>Pursue perfection:</strong> repeat, because every improvement reveals the next problem.</li>
</ul>
<p>Other levers run through Lean: <strong>eliminate waste</strong> (the classic list covers overproduction, waiting, transport, unnecessary processing, inventory, motion and defects; software adds partly done work, task switching and handoffs), <strong>build quality in</strong> rather than inspecting it at the end, and <strong>go and see</strong> the work where it happens before deciding.</p>

<h2>Practices: what it suggests you do</h2>
<ul>
<li><strong>Value stream mapping:</strong> draw every step with its working time and waiting time, then design the future state.</li>
<li><strong>Gemba walks:</strong> leaders visit the place where work is done to observe and ask, not to inspect.</li>
<li><strong>Stop the line:</strong> anyone who sees a defect can halt the flow so it is fixed at its source.</li>
<li><strong>Standard work:</strong> the current best way is written down so it can be followed and then improved.</li>
<li><strong>Root-cause problem solving:</strong> asking "why?" repeatedly and testing countermeasures, often on a single sheet of paper.</li>
<li><strong>Kaizen:</strong> frequent small improvements by the people doing the work.</li>
</ul>

<h2>Tools: what it suggests you use</h2>
<p>Lean comes with a well-known toolbox, mostly low-tech:</p>
<ul>
<li><strong>Value stream maps</strong> drawn on paper or a wall.</li>
<li><strong>A3 reports:</strong> one sheet that tells the story of a problem, its causes and the countermeasures.</li>
<li><strong>Kanban cards and visual boards</strong> that signal demand and show status.</li>
<li><strong>Andon signals:</strong> a visible way to call for help when something goes wrong.</li>
</ul>
<p>These tools only work when the principles behind them are understood; a board without pull is just a display.</p>

<h2>When it fits badly</h2>
<ul>
<li>Highly novel work where most activity is discovery and "waste" is hard to tell apart from learning.</li>
<li>Organisations using Lean as a label for cost-cutting: staff quickly learn that improvement ideas lead to job losses and stop offering them.</li>
<li>Copying tools such as 5S or standard work without the respect for people that makes them stick.</li>
</ul>

<h2>Before you adopt it</h2>
<p>Walk one real request through your organisation end to end and time how long it spends waiting; that single map usually says more than any training course. Then talk to people who have lived through a Lean programme, both leaders and front-line staff, and ask what changed for them after the consultants left.</p>`,
};
