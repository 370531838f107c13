import { defineDomain } from './define';

/** Retrospectives and recurring meetings: a single meeting as the system boundary. */
export const retrospectives = defineDomain({
  id: 'retrospectives',
  label: 'Retrospective or meeting',
  keywords: {
    retrospective: 6, retro: 6, meeting: 4, workshop: 3, 'stand up': 4, standup: 4, ceremony: 3, 'sprint review': 4,
    'all hands': 4, offsite: 3, 'planning session': 3, facilitation: 3, facilitator: 3, huddle: 2, 'weekly sync': 4, session: 1.5,
  },
  needs: [
    { who: 'the people who attend it', purpose: 'help the team look honestly at how it works and choose one improvement to act on', benefit: 'the team gets a little better every cycle instead of repeating the same problems' },
    { who: 'the team and whoever acts on its outcomes', purpose: 'turn shared experience into decisions people actually carry out', benefit: 'time together ends in action rather than frustration' },
    { who: 'the participants and the team lead', purpose: 'give everyone a safe place to raise what helps and what hinders', benefit: 'people feel heard and problems surface before they grow' },
  ],
  values: [
    'Psychological Safety: people can say what they really think #trust #burnout',
    'Honesty: the real issues get named #trust',
    'Improvement: every session changes something #improvement',
    'Inclusion: every voice is heard, not just the loudest #remote',
    'Focus: fewer topics, deeper conversations #simplify',
    'Punctuality: meetings start, decide and end on time #speed #burnout',
    'Follow-through: actions agreed are actions done #accountability',
  ],
  principles: [
    'Prime directive: assume everyone did the best they could with what they knew #trust',
    'Small experiments: one concrete change beats ten vague intentions #improvement #experiment',
    'Vary the format: the same questions produce the same answers #engagement',
    'Data before opinions: gather what happened before deciding why #data',
    'Facilitation is a role: someone guides the process, not the content #quality',
    'Close the loop: review last time’s actions first #accountability',
    'Timebox everything: constraints sharpen discussion #speed',
    'Diverge, then converge: generate options before choosing #decision',
    'Silence is not agreement: check for consent explicitly #inclusion #remote',
  ],
  practices: [
    'Set the stage check-in: a one-word opener that gets every voice in the room early #inclusion #trust',
    'Timeline of the period: reconstruct what happened together #data',
    'Start, stop, continue: a simple structure for collecting observations #simplify',
    'Dot voting: the group picks the topics that matter most #decision #focus',
    'Five whys: dig from symptom to cause #quality',
    'SMART action items: each action has an owner and a date #accountability',
    'Review previous actions: open with last time’s commitments #accountability',
    'Rotating facilitator: share the skill and the ownership #engagement',
    'Return on time invested: a quick closing vote on how useful the session was #improvement',
    'Silent writing: individual ideas first, discussion second #inclusion #remote',
    'Working agreements: the group writes its own ground rules #trust',
  ],
  tools: [
    'Online retro board: cards, grouping and voting for distributed teams (EasyRetro, Parabol) #remote',
    'Digital whiteboard: free-form facilitation (Miro, Mural) #remote',
    'Sticky notes and a wall: the low-tech, high-energy option #simplify',
    'Next retro topics list: collect issues between sessions so nothing is lost #improvement',
    'Action item tracker: actions visible on the team board until done #accountability',
    'Timer: keeps every segment in its timebox #speed',
    'Retrospective format library: fresh activities to vary sessions (Retromat) #engagement',
    'Team cognitive load tracker: a board of interruptions to review together #burnout #data',
  ],
});
