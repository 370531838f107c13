// The sentences of the items about a boundary's own subject (subject.ts): `s` is the system, `t` one
// of its things and `ts` their plural. Every set has as many templates a level (six), so the seed picks the
// same position in whichever set a thing needs.
import type { ListLevelId } from '../levels';
import { capitalise, formatItem, withArticle } from './text';

type Template = (s: string, t: string, ts: string) => string;

// For the things a system handles: calls, shipments, degrees.
export const THING_TEMPLATES: Readonly<Record<ListLevelId, readonly Template[]>> = {
  values: [
    (s, _t, ts) => formatItem('Pride', `the ${s} is known for the care it gives its ${ts}`),
    (s, t) =>
      formatItem(
        'Care',
        `each ${t} of the ${s} gets the attention it needs, not the attention that is convenient`,
      ),
    (s, _t, ts) => formatItem('Craft', `the ${s} does its work on the ${ts} well the first time`),
    (s, _t, ts) =>
      formatItem('Straight talk', `the ${s} says plainly what it can and cannot do about its ${ts}`),
    (s, t) =>
      formatItem('Owning up', `when something goes wrong with ${withArticle(t)}, the ${s} says so first`),
    (s, _t, ts) =>
      formatItem('Spending well', `the ${s} spends on its ${ts} what makes a difference, and no more`),
  ],
  principles: [
    (s, _t, ts) =>
      formatItem(
        `Know the ${ts} first-hand`,
        `decisions in the ${s} about ${ts} are made with the people closest to them`,
      ),
    (s, t) =>
      formatItem(`Learn from every ${t}`, `what went wrong with one changes how the ${s} handles the next`),
    (s, t) => formatItem(`One name per ${t}`, `in the ${s}, every ${t} has one person who follows it up`),
    (s, t) =>
      formatItem(`Raise it early`, `in the ${s}, nobody waits for ${withArticle(t)} to turn into a crisis`),
    (s, t) =>
      formatItem(
        `Keep every ${t} in view`,
        `in the ${s}, anyone can see where each ${t} stands without asking`,
      ),
    (s, t) =>
      formatItem(
        `Write down what each ${t} needs`,
        `in the ${s}, what people learn about ${withArticle(t)} stays on paper, not in one head`,
      ),
  ],
  practices: [
    (s, t, ts) =>
      formatItem(
        `${capitalise(t)} walk-through`,
        `once a week, the ${s} looks at its ${ts} together and agrees what needs attention`,
      ),
    (s, t, ts) =>
      formatItem(
        `${capitalise(t)} review`,
        `a short, regular look in the ${s} at the ${ts}: what goes well and what to change`,
      ),
    (s, t) =>
      formatItem(
        `Handover by name`,
        `when people change over in the ${s}, each open ${t} is handed over by name`,
      ),
    (s, t) =>
      formatItem(
        `Monthly ${t} lessons`,
        `the ${s} picks one ${t} that went badly and one that went well, and changes one thing`,
      ),
    (s, t, ts) =>
      formatItem(
        `Morning ${t} huddle`,
        `ten minutes at the start of the day in the ${s}: which ${ts} are waiting, and who takes them`,
      ),
    (s, t, ts) =>
      formatItem(
        `Yearly ${t} look-back`,
        `once a year, the ${s} looks back at its ${ts}: what to keep, what to stop and what to try`,
      ),
  ],
  tools: [
    (s, t) =>
      formatItem(
        `${capitalise(t)} log`,
        `one shared record of every ${t} in the ${s}, its state and who looks after it`,
      ),
    (s, t, ts) =>
      formatItem(`${capitalise(t)} board`, `the week's work on the ${ts}, visible to everyone in the ${s}`),
    (s, t) =>
      formatItem(
        `${capitalise(t)} checklist`,
        `the few checks every ${t} in the ${s} gets, written down and kept short`,
      ),
    (s, t) =>
      formatItem(`${capitalise(t)} calendar`, `what is due for which ${t} and when, shared across the ${s}`),
    (s, t, ts) =>
      formatItem(
        `${capitalise(t)} tracker`,
        `a simple sheet of the ${ts} in the ${s}: what each is waiting for and since when`,
      ),
    (s, t) =>
      formatItem(
        `${capitalise(t)} notes`,
        `short notes on each ${t}, kept where everyone in the ${s} can find them`,
      ),
  ],
};

// For what a system handles by the amount, not one by one (data, scrap, timber): never 'every
// data' or 'each scrap'; the work on it comes in jobs.
export const MASS_TEMPLATES: Readonly<Record<ListLevelId, readonly Template[]>> = {
  values: [
    (s, t) => formatItem('Pride', `the ${s} is known for the care it gives its ${t}`),
    (s, t) =>
      formatItem(
        'Care',
        `the ${t} in the ${s} gets the attention it needs, not the attention that is convenient`,
      ),
    (s, t) => formatItem('Craft', `the ${s} does its work on the ${t} well the first time`),
    (s, t) => formatItem('Straight talk', `the ${s} says plainly what it can and cannot do about its ${t}`),
    (s, t) => formatItem('Owning up', `when something goes wrong with the ${t}, the ${s} says so first`),
    (s, t) => formatItem('Spending well', `the ${s} spends on its ${t} what makes a difference, and no more`),
  ],
  principles: [
    (s, t) =>
      formatItem(
        `Know the ${t} first-hand`,
        `decisions in the ${s} about its ${t} are made with the people closest to it`,
      ),
    (s, t) =>
      formatItem(
        `Learn from every ${t} problem`,
        `what went wrong once changes how the ${s} handles its ${t} next time`,
      ),
    (s, t) =>
      formatItem(
        `One name per ${t} job`,
        `in the ${s}, every open ${t} job has one person who follows it up`,
      ),
    (s, t) =>
      formatItem(
        'Raise it early',
        `in the ${s}, nobody waits for ${withArticle(`${t} problem`)} to turn into a crisis`,
      ),
    (s, t) =>
      formatItem(
        `Keep the ${t} in view`,
        `in the ${s}, anyone can see where the ${t} work stands without asking`,
      ),
    (s, t) =>
      formatItem(
        `Write down what the ${t} needs`,
        `in the ${s}, what people learn about the ${t} stays on paper, not in one head`,
      ),
  ],
  practices: [
    (s, t) =>
      formatItem(
        `${capitalise(t)} walk-through`,
        `once a week, the ${s} looks at its ${t} together and agrees what needs attention`,
      ),
    (s, t) =>
      formatItem(
        `${capitalise(t)} review`,
        `a short, regular look in the ${s} at the ${t}: what goes well and what to change`,
      ),
    (s, t) =>
      formatItem(
        'Handover by name',
        `when people change over in the ${s}, each open ${t} job is handed over by name`,
      ),
    (s, t) =>
      formatItem(
        `Monthly ${t} lessons`,
        `the ${s} picks one ${t} job that went badly and one that went well, and changes one thing`,
      ),
    (s, t) =>
      formatItem(
        `Morning ${t} huddle`,
        `ten minutes at the start of the day in the ${s}: which ${t} jobs are waiting, and who takes them`,
      ),
    (s, t) =>
      formatItem(
        `Yearly ${t} look-back`,
        `once a year, the ${s} looks back at its ${t} work: what to keep, what to stop and what to try`,
      ),
  ],
  tools: [
    (s, t) =>
      formatItem(
        `${capitalise(t)} log`,
        `one shared record of the ${t} in the ${s}, where it is and who looks after it`,
      ),
    (s, t) => formatItem(`${capitalise(t)} board`, `the week's ${t} work, visible to everyone in the ${s}`),
    (s, t) =>
      formatItem(
        `${capitalise(t)} checklist`,
        `the few ${t} checks the ${s} runs every time, written down and kept short`,
      ),
    (s, t) =>
      formatItem(`${capitalise(t)} calendar`, `what is due for the ${t} and when, shared across the ${s}`),
    (s, t) =>
      formatItem(
        `${capitalise(t)} tracker`,
        `a simple sheet of the ${t} jobs in the ${s}: what each is waiting for and since when`,
      ),
    (s, t) =>
      formatItem(
        `${capitalise(t)} notes`,
        `short notes on the ${t}, kept where everyone in the ${s} can find them`,
      ),
  ],
};

// For people and groups a system serves or works with (patients, learners, families, crews): they
// are not handled, logged or 'gone badly', and they have a say.
export const PEOPLE_TEMPLATES: Readonly<Record<ListLevelId, readonly Template[]>> = {
  values: [
    (s, _t, ts) => formatItem('Pride', `the ${s} is known for how it treats its ${ts}`),
    (s, _t, ts) =>
      formatItem('Care', `the ${s} gives its ${ts} the time they need, not the time that is convenient`),
    (s, _t, ts) => formatItem('Respect', `the ${s} treats its ${ts} as people with a say, not as cases`),
    (s, _t, ts) => formatItem('Straight talk', `the ${s} tells its ${ts} plainly what it can and cannot do`),
    (s, t) =>
      formatItem('Owning up', `when something goes wrong for ${withArticle(t)}, the ${s} says so first`),
    (s, t) => formatItem('Fair play', `the ${s} treats every ${t} by the same rules, and says what they are`),
  ],
  principles: [
    (s, _t, ts) =>
      formatItem(`Ask the ${ts}`, `what the ${s} decides about its ${ts} is talked through with them first`),
    (s, t) =>
      formatItem(
        `Learn from every ${t}`,
        `a complaint or a thank-you from one changes how the ${s} works for the next`,
      ),
    (s, t) => formatItem(`One name per ${t}`, `in the ${s}, every ${t} knows whom to go to`),
    (s, t) =>
      formatItem(
        'Raise it early',
        `in the ${s}, a worry about ${withArticle(t)} is said out loud the day it is noticed`,
      ),
    (s, t) =>
      formatItem(
        `Get back to every ${t}`,
        `in the ${s}, no question is left without an answer or a date for one`,
      ),
    (s, t) =>
      formatItem(
        `Write down what each ${t} needs`,
        `in the ${s}, what people learn about ${withArticle(t)} stays on paper, not in one head`,
      ),
  ],
  practices: [
    (s, t, ts) =>
      formatItem(
        `${capitalise(t)} check-in`,
        `once a week, the ${s} goes over how its ${ts} are doing and agrees who follows up what`,
      ),
    (s, t, ts) =>
      formatItem(
        `${capitalise(t)} feedback`,
        `a short, regular chance for the ${ts} to tell the ${s} what works for them and what to change`,
      ),
    (s, t) =>
      formatItem(
        'Handover by name',
        `when people change over in the ${s}, what each ${t} needs is handed over by name`,
      ),
    (s, t) =>
      formatItem(
        `Monthly ${t} stories`,
        `the ${s} looks at one time it got things right for ${withArticle(t)} and one time it did not, and changes one thing`,
      ),
    (s, t, ts) =>
      formatItem(
        `Morning ${t} huddle`,
        `ten minutes at the start of the day in the ${s}: which ${ts} are waiting, and who sees them`,
      ),
    (s, t, ts) =>
      formatItem(
        `${capitalise(t)} survey`,
        `every few months, three short questions to the ${ts} of the ${s}, and one change made from the answers`,
      ),
  ],
  tools: [
    (s, t) =>
      formatItem(
        `${capitalise(t)} contact list`,
        `who each ${t} is, how to reach them and who in the ${s} looks out for them`,
      ),
    (s, t, ts) =>
      formatItem(`${capitalise(t)} board`, `the week's work for the ${ts}, visible to everyone in the ${s}`),
    (s, t) =>
      formatItem(
        `${capitalise(t)} welcome checklist`,
        `the few things every new ${t} of the ${s} is told, written down and kept short`,
      ),
    (s, t) =>
      formatItem(
        `${capitalise(t)} calendar`,
        `what is coming up for which ${t} and when, shared across the ${s}`,
      ),
    (s, t, ts) =>
      formatItem(
        `${capitalise(t)} tracker`,
        `a simple sheet of the ${ts} the ${s} is helping: what each is waiting for and since when`,
      ),
    (s, t) =>
      formatItem(
        `${capitalise(t)} notes`,
        `short notes on what each ${t} has asked for, kept where everyone in the ${s} can find them`,
      ),
  ],
};

// For a system known only by its own noun ('our flat', 'maths'): it is spoken of as a whole, never
// as one of its own things ('each flat of the flat'). The names are plain; each detail names the system.
export const SYSTEM_TEMPLATES: Readonly<Record<ListLevelId, readonly Template[]>> = {
  values: [
    (s) => formatItem('Pride', `the people of the ${s} are proud of how it runs`),
    (s) => formatItem('Care', `the ${s} is looked after as if it will still be here in ten years`),
    (s) => formatItem('Craft', `what the ${s} does, it does well the first time`),
    (s) => formatItem('Straight talk', `in the ${s}, people say plainly what works and what does not`),
    (s) => formatItem('Owning up', `when something goes wrong in the ${s}, it is said first, not found out`),
    (s) => formatItem('Spending well', `the ${s} spends what makes a difference, and no more`),
  ],
  principles: [
    (s) =>
      formatItem('Know it first-hand', `decisions about the ${s} are made with the people closest to it`),
    (s) => formatItem('Learn from every week', `what went wrong in the ${s} changes how it runs the next`),
    (s) => formatItem('One name per job', `in the ${s}, every open job has one person who follows it up`),
    (s) =>
      formatItem('Raise it early', `in the ${s}, nobody waits for a small problem to turn into a crisis`),
    (s) => formatItem('Keep it in view', `in the ${s}, anyone can see where the work stands without asking`),
    (s) => formatItem('Write it down', `in the ${s}, what people learn stays on paper, not in one head`),
  ],
  practices: [
    (s) =>
      formatItem(
        'Weekly walk-through',
        `once a week, the people of the ${s} look at how it is going and agree what needs attention`,
      ),
    (s) =>
      formatItem('Regular review', `a short, regular look at the ${s}: what goes well and what to change`),
    (s) =>
      formatItem(
        'Handover by name',
        `when people change over in the ${s}, each open job is handed over by name`,
      ),
    (s) =>
      formatItem(
        'Monthly lessons',
        `the ${s} picks one thing that went badly and one that went well, and changes one thing`,
      ),
    (s) =>
      formatItem(
        'Morning huddle',
        `ten minutes at the start of the day in the ${s}: what is waiting, and who takes it`,
      ),
    (s) =>
      formatItem(
        'Yearly look-back',
        `once a year, the ${s} looks back at how it runs: what to keep, what to stop and what to try`,
      ),
  ],
  tools: [
    (s) => formatItem('Shared log', `one shared record of what happens in the ${s} and who looks after what`),
    (s) => formatItem('Work board', `the week's work in the ${s}, visible to everyone in it`),
    (s) =>
      formatItem('Checklist', `the few checks the ${s} runs through every time, written down and kept short`),
    (s) => formatItem('Calendar', `what is due in the ${s} and when, shared with everyone in it`),
    (s) =>
      formatItem(
        'Tracker',
        `a simple sheet of the ${s}'s open jobs: what each is waiting for and since when`,
      ),
    (s) =>
      formatItem(
        'Shared notes',
        `short notes on how the ${s} does things, kept where everyone in it can find them`,
      ),
  ],
};
