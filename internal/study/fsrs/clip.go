package fsrs

// weightRange is the interval each weight is held in while fitting: the
// clamps of the reference optimizer (fsrs-rs, FSRS-6) for a scheduler with
// short-term stability on and one relearning step, as Storyglot's has. The
// initial stabilities w0..w3 start at 0.1 day, the least the scheduler uses
// (initStability), where the reference allows 0.001.
var weightRange = [21][2]float64{
	{0.1, 100}, {0.1, 100}, {0.1, 100}, {0.1, 100}, // initial stability by first grade
	{1, 10},       // w4 initial difficulty after Again
	{0.001, 4},    // w5 initial difficulty's growth with the grade
	{0.001, 4},    // w6 difficulty's change per grade
	{0.001, 0.75}, // w7 difficulty's reversion to the mean
	{0, 4.5},      // w8 stability after a recall: scale
	{0, 0.8},      // w9 … its fall with stability
	{0.001, 3.5},  // w10 … its growth with forgetting
	{0.001, 5},    // w11 stability after a lapse: scale
	{0.001, 0.25}, // w12 … with difficulty
	{0.001, 0.9},  // w13 … with stability
	{0, 4},        // w14 … with forgetting
	{0, 1},        // w15 Hard's penalty
	{1, 6},        // w16 Easy's bonus
	{0, 2},        // w17 short-term stability (2 for one relearning step)
	{0, 2},        // w18 short-term stability's grade offset
	{0.01, 0.8},   // w19 short-term stability's fall with stability
	{0.1, 0.8},    // w20 decay of the forgetting curve
}

// clip holds every weight in its range.
func clip(w *[21]float64) {
	for i, r := range weightRange {
		w[i] = clamp(w[i], r[0], r[1])
	}
}

// weightSpread is how far each weight lies from the default across learners
// (the reference optimizer's standard deviations for FSRS-6); the pull
// towards the defaults is measured in these units.
var weightSpread = [21]float64{
	6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6, 0.12, 0.39, 0.18, 0.33, 0.3, 0.09, 0.16, 0.57, 0.25,
	1.03, 0.31, 0.32, 0.14, 0.27,
}
