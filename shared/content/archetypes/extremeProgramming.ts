import type { Archetype } from '../../schemas/archetype';
import { ARCHETYPE_AUTHOR } from './sections';

/** Extreme Programming on the spine: the archetype the model's own middle levels descend from. */
export const EXTREME_PROGRAMMING: Archetype = {
  id: 'extreme-programming',
  title: 'Extreme Programming (XP)',
  description:
    'A software development discipline from the late 1990s that takes a handful of good habits and turns them up as far as they will go. It names values, principles and practices explicitly, which makes it the clearest ancestor of the Spine Model.',
  date: '2026-11-04',
  author: ARCHETYPE_AUTHOR,
  tags: ['Software Development', 'Engineering Practices', 'Agile', 'Team'],
  htmlContent: `<p>Kent Beck introduced XP before the word "agile" was applied to software. His books organise it into values, principles and practices, and that layering is where the Spine Model's middle three levels come from. The name says it all: if feedback and testing are good, do them all the time.</p>

<h2>Where it fits: the system boundary</h2>
<p>XP is written for a <strong>single software team</strong> working closely with the people who will use what it builds, ideally in one room or one always-open virtual space.</p>
<ul>
<li><strong>Inside:</strong> programmers, testers, designers and a customer representative, the code, the tests and the weekly plan.</li>
<li><strong>Outside:</strong> portfolio planning, organisational structure and non-software work (though its values travel well).</li>
</ul>

<h2>Needs: why people adopt it</h2>
<p>Teams adopt XP when they need to keep changing software quickly without it decaying: requirements move, and every change must be safe. The system need is a way of developing software that produces enough feedback to tune a small set of simple practices. For developers, XP promises work that is humane: a sustainable week, a codebase they are not afraid of, and colleagues beside them when things get hard.</p>

<h2>Values: what it optimises for</h2>
<p>XP names five values, and its title comes from pushing them to the extreme.</p>
<ul>
<li><strong>Simplicity:</strong> build the simplest thing that could work today and trust that you can change it tomorrow.</li>
<li><strong>Communication:</strong> most problems trace back to someone not knowing something another person knew.</li>
<li><strong>Feedback:</strong> find out quickly, from tests, users and colleagues, whether you are on track.</li>
<li><strong>Respect:</strong> everyone's contribution matters and nobody's work is beneath attention.</li>
<li><strong>Courage:</strong> act on what the feedback says, including throwing code away or telling hard truths.</li>
</ul>

<h2>Principles: what it is based on</h2>
<p>The principles bridge the abstract values and the concrete practices. The best known are:</p>
<ul>
<li><strong>Rapid feedback:</strong> the sooner you learn, the cheaper it is to change direction.</li>
<li><strong>Assume simplicity:</strong> treat each problem as if it can be solved simply.</li>
<li><strong>Incremental change:</strong> many small changes are safer than a few large ones.</li>
<li><strong>Embrace change:</strong> keep options open and solve the pressing problem first.</li>
<li><strong>Quality work:</strong> people do their best work when they are proud of it.</li>
</ul>
<p>Beck's first book also lists a longer set of secondary levers, among them travelling light (carry no more than you need), local adaptation (tailor XP to your situation), honest measurement, small initial investment and accepted responsibility.</p>

<h2>Practices: what it suggests you do</h2>
<p>XP is famous for this level. Its lists have changed over the years; a representative selection:</p>
<ul>
<li><strong>Whole team, sitting together:</strong> everyone needed is present and can talk at any moment.</li>
<li><strong>Pair programming:</strong> two people, one keyboard, continuous review.</li>
<li><strong>Test-first programming:</strong> write a failing automated test, make it pass, then tidy the design.</li>
<li><strong>Continuous integration and a ten-minute build:</strong> integrate several times a day and keep the full build fast.</li>
<li><strong>Incremental design and refactoring:</strong> improve the design a little every day instead of guessing it all up front.</li>
<li><strong>Weekly and quarterly cycles:</strong> plan a week of stories at a time inside a quarterly theme, with some slack built in.</li>
<li><strong>Planning game and small releases:</strong> customers choose priorities, developers estimate, and working software ships often.</li>
<li><strong>Collective code ownership and a coding standard:</strong> anyone may improve any code, and it all reads the same.</li>
<li><strong>Sustainable pace:</strong> tired people make mistakes, so overtime is the exception.</li>
</ul>

<h2>Tools: what it suggests you use</h2>
<p><strong>None by name.</strong> XP is deliberately silent about products. Its practices obviously need a test framework, a build and integration setup and version control, and many teams use index cards for stories. But which tools is left to the team, in the spirit of local adaptation.</p>

<h2>When it fits badly</h2>
<ul>
<li>Organisations that measure individual output: pairing and collective ownership look "inefficient" on those reports.</li>
<li>Teams spread across many time zones with little overlap, where constant conversation is hard.</li>
<li>Work with no real customer available to answer questions and steer priorities.</li>
<li>Adopting the practices without the values: pairing imposed on a team that does not value communication tends to fail.</li>
</ul>

<h2>Before you adopt it</h2>
<p>Try one practice at a time, starting with the one that gives the most feedback for your situation, and ask why it works before asking how. Find developers who have worked in a genuine XP team, not just with some of its practices, and ask them what it felt like in the first month and in the twelfth.</p>`,
};
