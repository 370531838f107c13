import { defineDomain } from './define';

/**
 * The fallback for any human system the domains do not recognise: a family, a school year team, a
 * bakery, a volunteer group. Written in plain words that fit all of them, so no office vocabulary
 * (leads, sponsors, quarters, stakeholders, chat brands) and nothing that assumes a workplace.
 */
export const generic = defineDomain({
  id: 'generic',
  label: 'Any group',
  keywords: {},
  // Each statement speaks of 'them' and 'they', so it still reads well when the user names who is served.
  needs: [
    {
      who: 'the people who rely on it',
      purpose: 'do what they count on, reliably and with care',
      benefit: 'they are better off for it and want to keep taking part',
    },
    {
      who: 'the people it exists for',
      purpose: 'bring together what each person can do to achieve what none could alone',
      benefit: 'they get what they need and everyone involved finds it worth the effort',
    },
    {
      who: 'everyone it serves and everyone who takes part',
      purpose: 'look after what matters to them in a way that can last',
      benefit: 'they can rely on it for years and it keeps getting better',
    },
  ],
  values: [
    'Trust: people can rely on each other’s word #trust',
    'Openness: what matters is shared with everyone it affects #visibility #remote',
    'Care: people look out for each other, not just for the task #wellbeing #burnout',
    'Learning: we get better by looking back at what happened #improvement',
    'Fairness: the load and the say are shared evenly #burnout #inclusion',
    'Reliability: we do what we said we would #quality',
    'Respect: every person and every contribution counts #inclusion',
    'Focus: fewer things, done well #simplify #burnout',
    'Purpose: everyone knows why it matters #alignment',
    'Simplicity: the plainest way that works #simplify',
    'Courage: hard things are said early and kindly #trust',
    'Belonging: newcomers feel part of it quickly #onboarding #inclusion',
    'Gratitude: effort is noticed and thanked #wellbeing',
    'Curiosity: questions are welcome, even obvious ones #experiment #learning',
  ],
  principles: [
    'Shared purpose: people pull together when they know who it is all for #alignment',
    'Fast feedback: the sooner we see the result, the sooner we can correct course #feedback #speed',
    'Finish before starting: starting less means finishing more #flow #burnout',
    'Decide close to the work: decisions belong with those who know the details #autonomy #scaling',
    'Visible work: what everyone can see, everyone can help with #visibility #remote',
    'Small steps: small changes are easier to try, undo and learn from #experiment #speed',
    'Reflect, then adjust: regular reflection beats a perfect plan #improvement',
    'Clear roles, shared goals: know who does what and why #alignment #silo',
    'A pace that lasts: people who are worn out make mistakes and leave #burnout #quality',
    'Fix the set-up, not the person: most problems come from how things are arranged #quality',
    'Say it out loud: unspoken expectations cause most quarrels #trust #silo',
    'Leave room to spare: some free time absorbs the unexpected #burnout #flow',
    'Every voice counts: the quietest person often sees what others miss #inclusion #trust',
    'Agreed rules over imposed ones: a few rules made together are kept better than many handed down #autonomy #trust',
  ],
  practices: [
    'Regular check-in: a short, recurring moment to share what is happening and what is stuck #coordination',
    'Looking back together: pause now and then to talk about what went well and choose one thing to change #improvement',
    'Shared to-do board: everyone can see what is being done, by whom, and what is waiting #visibility #flow',
    'Planning together: agree the few things that matter most for the weeks ahead #alignment',
    'Written decisions: note what was decided, by whom and why, where everyone can find it #remote #visibility',
    'Welcome buddy: each newcomer has a named person to ask #onboarding #scaling',
    'Ground rules: write down together how you want to work and treat each other #trust #silo',
    'Show what is done: share finished work with the people it is for and listen to what they say #feedback',
    'Choosing what comes first: rank what is waiting openly, against what matters most #focus #alignment',
    'Honest feedback rounds: kind, specific feedback between the people involved #feedback #trust',
    'Simple how-tos: short written steps for the jobs that come round again #quality #scaling',
    'Celebrating together: notice and thank good work and small wins #wellbeing',
    'Fair rota: recurring jobs rotate openly, so nobody is stuck with them #burnout #fairness',
    'Personal check-ins: regular time to ask each person how they are doing #wellbeing #trust',
  ],
  tools: [
    'Shared to-do list: a simple list or board of what is to do, in progress and done, on a wall or online #visibility #flow',
    'Group messages: one place for quick messages everyone reads #coordination #remote',
    'Shared notes: one living place for plans, decisions and how-tos #remote #visibility',
    'Shared calendar: dates, rhythms and who is available, visible to all #coordination',
    'Video calls: face-to-face time when distance gets in the way #remote',
    'Quick survey: a few questions on how people feel and what they need #wellbeing #feedback',
    'Decision log: a running list of decisions and their reasons #visibility #remote',
    'Simple tracker: the few numbers or signs that show whether the need is being met #data',
    'Whiteboard: a place to sketch, plan and sort ideas together #remote',
    'Checklists: the steps of recurring jobs, so nothing is forgotten #quality',
    'Suggestion box: an easy way for anyone to raise an idea or a worry #feedback',
    'Notice board: where news, rotas and reminders are pinned for everyone to see #visibility',
  ],
});
