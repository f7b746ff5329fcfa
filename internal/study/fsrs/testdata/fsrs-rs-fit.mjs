// fsrs-rs-fit.mjs writes fsrs-rs-fits.json: the reference optimizer (fsrs-rs,
// through its Node binding) fitted to the synthetic learners of
// crosscheck_test.go, with the reference's recall predictions for the first
// 200 held-back reviews under the fitted weights (its memory states replayed
// review by review). Its own evaluation is recorded too, for information: it
// weighs recent reviews more and leaves some reviews out, so it is not the
// benchmark's figure. The Go tests compare with it; they never need node.
//
// Regenerate (Node 20+):
//
//	mkdir -p /tmp/fsrsrs && cd /tmp/fsrsrs && npm init -y && npm i @open-spaced-repetition/binding@0.5.0
//	FSRS_CROSSCHECK_OUT=/tmp/fsrs-crosscheck.json go test -run TestWriteCrossCheckInput ./internal/study/fsrs/
//	cp internal/study/fsrs/testdata/fsrs-rs-fit.mjs /tmp/fsrsrs/ && node /tmp/fsrsrs/fsrs-rs-fit.mjs \
//	  /tmp/fsrs-crosscheck.json > internal/study/fsrs/testdata/fsrs-rs-fits.json
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(process.env.NODE_PATH ? path.join(process.env.NODE_PATH, 'x.js') : import.meta.url);
const binding = require('@open-spaced-repetition/binding');
const { FSRSBinding, FSRSBindingItem, FSRSBindingReview, computeParameters } = binding;
const pkg = path.join(path.dirname(require.resolve('@open-spaced-repetition/binding')), '..', 'package.json');
const version = JSON.parse(readFileSync(pkg, 'utf8')).version;

const DEFAULT = [
  0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
  1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
];

// One item per predicted review, [card, review] in the order they were made
// (the reference weighs items by rank: recent ones more): the card's reviews
// up to it.
const items = (cards, refs) =>
  refs.map(([c, i]) => new FSRSBindingItem(cards[c].slice(0, i + 1).map(([r, d]) => new FSRSBindingReview(r, d))));

const input = JSON.parse(readFileSync(process.argv.at(-1), 'utf8'));
const learners = [];
for (const l of input) {
  const train = items(l.cards, l.Train);
  const test = items(l.cards, l.Test);
  const t0 = performance.now();
  const w = await computeParameters(train, { enableShortTerm: true, numRelearningSteps: 1 });
  const seconds = (performance.now() - t0) / 1000;
  // The reference's predicted recall of a held-back review under params.
  const predict = (params, [c, i]) => {
    const f = new FSRSBinding(params);
    let mem = null;
    for (const [r, d] of l.cards[c].slice(0, i)) mem = f.nextStates(mem, 0.9, d)[['again', 'hard', 'good', 'easy'][r - 1]].memory;
    const t = l.cards[c][i][1];
    const decay = -params[20];
    return Math.pow(1 + (Math.pow(0.9, 1 / decay) - 1) * t / mem.stability, decay);
  };
  const metrics = (params) => {
    const m = new FSRSBinding(params).evaluate(test);
    return { logLoss: m.logLoss, rmseBins: m.rmseBins };
  };
  learners.push({
    name: l.name, train: train.length, test: test.length, w: Array.from(w),
    default: metrics(DEFAULT), fitted: metrics(Array.from(w)), seconds,
    predictions: l.Test.slice(0, 200).map((it) => predict(Array.from(w), it)),
  });
}
process.stdout.write(JSON.stringify({ generator: `@open-spaced-repetition/binding ${version} (fsrs-rs)`, learners }, null, 1) + '\n');
