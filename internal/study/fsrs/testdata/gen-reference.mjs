// gen-reference.mjs writes reference.json: review sequences scheduled by the
// reference implementation of FSRS-6, ts-fsrs, with its default parameters
// (desired retention 0.9, maximum interval 36500 days, fuzz off, short-term
// scheduling on, learning steps 1m 10m, relearning step 10m). The Go tests
// replay every sequence and compare; they never need node.
//
// Regenerate (Node 20+):
//
//	mkdir -p /tmp/fsrsref && cd /tmp/fsrsref && npm init -y && npm i ts-fsrs@5
//	NODE_PATH=/tmp/fsrsref/node_modules node --input-type=module \
//	  < internal/study/fsrs/testdata/gen-reference.mjs > internal/study/fsrs/testdata/reference.json
//
// (or copy the file into /tmp/fsrsref and run `node gen-reference.mjs > reference.json` there.)
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(process.env.NODE_PATH || process.cwd(), 'x.js'));
const tsfsrs = require('ts-fsrs');
const { fsrs, createEmptyCard, generatorParameters, Rating, State } = tsfsrs;

const f = fsrs(generatorParameters({ enable_fuzz: false }));
const MIN = 60 * 1000;
const DAY = 24 * 60 * MIN;
const start = new Date(Date.UTC(2024, 0, 15, 9, 30, 0));

// A step says when the next review happens, then its rating:
//   {min: n}   n minutes after the previous review
//   {day: n}   n days after the previous review (fractions allowed)
//   {due: x}   at the card's due time plus x days (x may be negative: early)
const named = [
  ['new again', [{ min: 0, r: 1 }]],
  ['new hard', [{ min: 0, r: 2 }]],
  ['new good', [{ min: 0, r: 3 }]],
  ['new easy', [{ min: 0, r: 4 }]],
  ['learning steps good good good', [{ min: 0, r: 3 }, { due: 0, r: 3 }, { due: 0, r: 3 }]],
  ['learning again hard good', [{ min: 0, r: 1 }, { due: 0, r: 2 }, { due: 0, r: 3 }, { due: 0, r: 3 }]],
  ['learning hard on second step', [{ min: 0, r: 3 }, { due: 0, r: 2 }, { due: 0, r: 2 }, { due: 0, r: 3 }]],
  ['learning easy graduates', [{ min: 0, r: 1 }, { due: 0, r: 4 }, { due: 0, r: 3 }]],
  ['same-day reviews', [{ min: 0, r: 3 }, { min: 3, r: 3 }, { min: 30, r: 2 }, { min: 90, r: 1 }, { min: 5, r: 4 }]],
  ['review on time, all good', [{ min: 0, r: 4 }, { due: 0, r: 3 }, { due: 0, r: 3 }, { due: 0, r: 3 }, { due: 0, r: 3 }, { due: 0, r: 3 }]],
  ['review hard and easy', [{ min: 0, r: 4 }, { due: 0, r: 2 }, { due: 0, r: 4 }, { due: 0, r: 2 }, { due: 0, r: 4 }]],
  ['lapse and relearn', [{ min: 0, r: 4 }, { due: 0, r: 3 }, { due: 0, r: 1 }, { due: 0, r: 3 }, { due: 0, r: 3 }]],
  ['lapse, relearning again and hard', [{ min: 0, r: 3 }, { due: 0, r: 3 }, { due: 0, r: 3 }, { due: 0, r: 1 }, { due: 0, r: 1 }, { due: 0, r: 2 }, { due: 0, r: 2 }, { due: 0, r: 4 }]],
  ['two lapses', [{ min: 0, r: 4 }, { due: 0, r: 1 }, { due: 0, r: 3 }, { due: 0, r: 3 }, { due: 0, r: 1 }, { due: 0, r: 3 }, { due: 0, r: 3 }]],
  ['long gap after graduation', [{ min: 0, r: 3 }, { due: 0, r: 3 }, { day: 400, r: 3 }, { day: 2000, r: 1 }, { due: 0, r: 3 }]],
  ['early reviews', [{ min: 0, r: 4 }, { due: -5, r: 3 }, { due: -2, r: 3 }, { day: 1, r: 2 }, { day: 0.2, r: 3 }]],
  ['late reviews', [{ min: 0, r: 3 }, { due: 0, r: 3 }, { due: 10, r: 3 }, { due: 60, r: 2 }, { due: 200, r: 4 }]],
  ['hard in learning then long wait', [{ min: 0, r: 2 }, { day: 30, r: 2 }, { day: 30, r: 3 }]],
  ['again in learning after days', [{ min: 0, r: 3 }, { day: 3, r: 1 }, { due: 0, r: 3 }, { due: 0, r: 3 }]],
  ['ever easier: maximum interval', Array.from({ length: 14 }, (_, i) => (i === 0 ? { min: 0, r: 4 } : { due: 0, r: 4 }))],
  ['ever harder: difficulty floor and ceiling', Array.from({ length: 10 }, (_, i) => (i === 0 ? { min: 0, r: 1 } : { due: 0, r: i % 3 === 0 ? 1 : 2 }))],
];

// Deterministic pseudo-random sequences for breadth (a small LCG, not Math.random).
let seed = 20240115;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const randomSeqs = [];
for (let n = 0; n < 40; n++) {
  const steps = [{ min: 0, r: 1 + Math.floor(rnd() * 4) }];
  const len = 6 + Math.floor(rnd() * 10);
  for (let i = 1; i < len; i++) {
    const k = rnd();
    let step;
    if (k < 0.15) step = { min: Math.floor(rnd() * 120) };
    else if (k < 0.3) step = { day: Math.floor(rnd() * 20) + rnd() };
    else step = { due: Math.round((rnd() * 1.6 - 0.4) * 10) / 2 };
    const rr = rnd();
    step.r = rr < 0.15 ? 1 : rr < 0.3 ? 2 : rr < 0.85 ? 3 : 4;
    steps.push(step);
  }
  randomSeqs.push([`random ${n}`, steps]);
}

const iso = (d) => (d ? new Date(d).toISOString() : null);
const stateName = (s) => State[s];

function run([name, steps]) {
  let card = createEmptyCard(start);
  let now = new Date(start);
  const reviews = [];
  for (const st of steps) {
    if (st.min !== undefined) now = new Date(now.getTime() + st.min * MIN);
    else if (st.day !== undefined) now = new Date(now.getTime() + Math.round(st.day * DAY));
    else now = new Date(Math.max(now.getTime(), card.due.getTime() + Math.round(st.due * DAY)));
    const { card: next } = f.next(card, now, st.r);
    reviews.push({
      at: iso(now),
      rating: st.r,
      want: {
        state: stateName(next.state),
        stability: next.stability,
        difficulty: next.difficulty,
        elapsed_days: next.elapsed_days,
        scheduled_days: next.scheduled_days,
        learning_steps: next.learning_steps,
        reps: next.reps,
        lapses: next.lapses,
        due: iso(next.due),
        last_review: iso(next.last_review),
      },
    });
    card = next;
  }
  return { name, start: iso(start), reviews };
}

// Retrievability of a few reviewed cards at later times.
const retrievability = [];
for (const [s, days] of [[0.212, 1], [2.3065, 3], [8.2956, 8], [8.2956, 20], [50, 50], [50, 365], [1000, 30]]) {
  const lastReview = new Date(start);
  const card = { ...createEmptyCard(start), state: State.Review, stability: s, difficulty: 5, last_review: lastReview, due: lastReview };
  const at = new Date(start.getTime() + days * DAY + 3 * 60 * MIN);
  retrievability.push({ stability: s, last_review: iso(lastReview), at: iso(at), r: f.get_retrievability(card, at, false) });
}

const out = {
  generator: `ts-fsrs ${tsfsrs.FSRSVersion}`,
  parameters: { w: Array.from(f.parameters.w), request_retention: f.parameters.request_retention, maximum_interval: f.parameters.maximum_interval, enable_fuzz: f.parameters.enable_fuzz, enable_short_term: f.parameters.enable_short_term, learning_steps: f.parameters.learning_steps, relearning_steps: f.parameters.relearning_steps },
  sequences: [...named, ...randomSeqs].map(run),
  retrievability,
};
process.stdout.write(JSON.stringify(out, null, 1) + '\n');
