import type { Archetype } from '../../schemas/archetype';
import { ARCHETYPE_AUTHOR } from './sections';

/** OKRs on the spine: a goal-setting system whose key results must measure outcomes, not activity. */
export const OKRS: Archetype = {
  id: 'okrs',
  title: 'Objectives and Key Results (OKRs)',
  description:
    'A goal-setting system in which each team states a few qualitative objectives and measurable key results for a fixed period. It aims to focus effort and to make goals visible across an organisation.',
  date: '2026-11-08',
  author: ARCHETYPE_AUTHOR,
  tags: ['Product Management', 'Consulting', 'Strategy', 'Goal Setting', 'Leadership'],
  htmlContent: `<p>OKRs grew out of Andy Grove's management practice at Intel in the 1970s and spread widely after John Doerr introduced them to Google and later wrote about them. They are a small system: an objective says where you want to go, and two to five key results say how you will know you got there.</p>

<h2>Where it fits: the system boundary</h2>
<p>OKRs apply at several scales at once: the <strong>whole organisation</strong> sets a few company objectives, and teams set their own in relation to them. When mapping, choose one level: the company's goal-setting cycle, or one team's quarter.</p>
<ul>
<li><strong>Inside:</strong> the objectives, key results, the people who own them and the check-ins that track them.</li>
<li><strong>Outside:</strong> day-to-day operational work that simply has to happen ("business as usual"), budgets, and individual performance appraisal.</li>
</ul>

<h2>Needs: why people adopt it</h2>
<p>Leaders adopt OKRs when an organisation is busy but scattered: too many priorities, teams pulling in different directions and no shared sense of what matters this quarter. The system need is focus and alignment on a few outcomes. For individuals and teams, good OKRs offer clarity about what they may say no to and room to choose how to reach their goals.</p>

<h2>Values: what it optimises for</h2>
<ul>
<li><strong>Focus:</strong> a few priorities pursued well.</li>
<li><strong>Alignment:</strong> teams can see how their goals connect to others'.</li>
<li><strong>Transparency:</strong> everyone's OKRs are visible to everyone.</li>
<li><strong>Ambition:</strong> some goals deliberately reach beyond what feels comfortable.</li>
<li><strong>Accountability:</strong> progress is tracked openly and honestly.</li>
</ul>

<h2>Principles: what it is based on</h2>
<ul>
<li><strong>Measure outcomes, not activity:</strong> a key result describes a change in the world, not a task completed.</li>
<li><strong>Fewer goals get more done:</strong> attention is a limited resource.</li>
<li><strong>Goals set partly from below are owned:</strong> teams propose many of their own OKRs rather than only receiving them.</li>
<li><strong>Stretch goals need safety:</strong> when OKRs are tied to pay or punishment, people set goals they know they can hit.</li>
<li><strong>Short cycles allow correction:</strong> a quarter is long enough to achieve something and short enough to adjust.</li>
</ul>

<h2>Practices: what it suggests you do</h2>
<ul>
<li><strong>Set three to five objectives</strong> per level per cycle, each with a handful of measurable key results.</li>
<li><strong>Distinguish committed from aspirational OKRs:</strong> the first must be met; the second are expected to fall short, and reaching around two thirds counts as success.</li>
<li><strong>Weekly check-ins</strong> on confidence in each key result.</li>
<li><strong>Score and reflect</strong> at the end of the cycle, then set the next cycle informed by what was learned.</li>
<li><strong>Publish OKRs openly</strong> so teams can spot overlaps and dependencies.</li>
</ul>

<h2>Tools: what it suggests you use</h2>
<p>The method needs only somewhere visible to write goals down. Many organisations use a shared document or spreadsheet; others use dedicated OKR software that links goals across teams. The tool matters far less than the quality of the key results; a polished platform full of task lists is still a task list.</p>

<h2>When it fits badly</h2>
<ul>
<li>When OKRs are used as a performance rating for individuals: ambition disappears and sandbagging begins.</li>
<li>When leaders cascade every objective from the top, leaving teams to copy them down with new numbers.</li>
<li>Teams whose work is mostly reactive, such as an operations desk; a few service levels may serve them better.</li>
<li>Organisations that have not agreed on their Needs: OKRs then measure progress in several directions at once.</li>
</ul>

<h2>Before you adopt it</h2>
<p>Write a single team's OKRs for one quarter as a trial and check every key result against the question "is this an outcome or a task?". Ask people in organisations that have used OKRs for several years how goals are set in practice, and whether anyone's bonus depends on them.</p>`,
};
