import type { LevelId } from '../levels';

/** What each level is, in the app's own words, for chat answers. */
export const LEVEL_EXPLANATIONS: Readonly<Record<LevelId, string>> = {
  needs:
    'Needs sit at the top of the spine: why this system exists at all. State them from a named perspective, for example "From the perspective of {who}, {system} exists to {purpose} so that {benefit}." Add the view of the people inside it too. Needs change slowly, but they are never settled, so revisit them.',
  values:
    'Values say what the system optimises for so its needs are more likely to be met. They are short, usually one or two words such as Feedback, Trust or Safety, and you use them as yardsticks: does this change give us more or less of what we value?',
  principles:
    'Principles are general truths about how work works: cause-and-effect levers you pull to get more of what you value, such as "smaller batches give faster feedback". Many hold at every scale, and every practice expresses some principle, whether you name it or not.',
  practices:
    'Practices are what people actually do: observable routines and behaviours that apply your principles, such as a daily stand-up or code review. There is no universal best-practice list, so adapt them to your context and make sure everyone knows which principle each one serves.',
  tools:
    'Tools are what you use to carry out your practices more efficiently, often by automating the repetitive, error-prone parts. A tool serves a practice, never the reverse, so replace any tool that gets in the way.',
};

/** The system boundary, explained. */
export const BOUNDARY_EXPLANATION =
  'The system boundary is the scope you are mapping: one meeting, a team, several related teams, a department or a whole organisation. You set it first because every level below depends on it: the same practice can make sense inside one boundary and not another. If the conversation keeps drifting, the boundary is probably too wide or unclear.';

/** Going up the spine, explained. */
export const UP_THE_SPINE =
  'When people are stuck arguing about a tool or a practice, go up the spine: ask which principle the option serves, what you value, and which need it meets. Agreement is usually easier higher up. Once you agree there, come back down and choose the practice or tool that best serves it.';

/** The crooked spine, explained. */
export const CROOKED_SPINE =
  'A crooked spine is a system whose levels do not line up. Teams that live at Practices and Tools make hidden, mismatched assumptions about purpose; teams that live at Needs and Values struggle to deliver. Straighten it by starting from the needs and working down, one level at a time, and by checking that each item connects to at least one need.';

/** Need versus want, explained. */
export const NEED_VS_WANT =
  'A want is a need plus a chosen strategy for meeting it. "We want Jira" or "we want more money" are wants. To find the need underneath, ask what you would have once you had enough of it, and repeat until the answer stops changing: that is the need. Needs are few and widely shared; strategies for meeting them are many.';

/** The whole model in a few sentences. */
export const OVERVIEW =
  'The Spine Model is a sensemaking tool for any human work system. You set a system boundary, then work down five levels: Needs (why it exists), Values (what we optimise for), Principles (levers for getting more of what we value), Practices (what we do) and Tools (what we use). Higher levels change slowly and set limits for the faster-changing levels below.';

/** Short contrasts between two levels, keyed 'upper|lower'. */
export const CONTRASTS: Readonly<Record<string, string>> = {
  'needs|values':
    'Needs say why the system exists; values say what it optimises for so those needs are met. A need names a purpose from someone’s perspective; a value is a short yardstick for choosing between options.',
  'values|principles':
    'Values name what you optimise for, in a word or two (Feedback). Principles are the cause-and-effect levers that get you more of it (smaller batches give faster feedback). Any principle can be rephrased as a value; the difference is how you use it, and values are more abstract.',
  'principles|practices':
    'A principle is a general truth about how work works and holds across contexts ("limit work in progress"). A practice is something concrete people do in this context to apply it ("a WIP limit of three on our board"). Principles are often fractal; practices are not, so adapt them locally.',
  'practices|tools':
    'Practices are what people do; tools are what they use to do it more efficiently. A retrospective is a practice; the online board you run it on is a tool. If a tool starts dictating the practice, replace the tool.',
};

/** How to run a spine workshop: who comes, the top-down agenda with time boxes, and the final check. */
export const WORKSHOP_GUIDE = `Here is a way to run a spine workshop of about two hours.

Who to invite: the people inside the boundary who do the work, plus at least one person who feels the need the system exists for (a customer, a sponsor, someone it serves). Without them the needs become guesses. Five to ten people is plenty, and a facilitator who is not part of the system keeps it moving.

Before you start, write the boundary in one sentence and put it where everyone can see it, with a column for each level on a wall or board.

Work top-down, one level at a time:
1. Boundary and time frame (10 min): agree what is inside and outside, and whether you map today or a future you want.
2. Needs (25 min): who does this system serve, and what would they lose if it stopped? Write each need from a named perspective, and add what the members themselves need.
3. Values (20 min): what do you optimise for so those needs are met? Dot-vote down to two to four.
4. Principles (20 min): which cause-and-effect levers get you more of those values?
5. Practices (20 min): what do people actually do to apply each principle?
6. Tools (10 min): what do you use for each practice?
7. Check the spine (15 min): walk back up. Does each tool serve a practice, each practice a principle, each principle a value, and each value a need? Mark anything that serves nothing above it.

When people argue about a tool or a practice, go up a level and agree there first. Park solutions that arrive too early in a corner for later. Close by agreeing who keeps the map and when you will look at it again.`;
