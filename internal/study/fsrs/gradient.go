package fsrs

import "math"

// model is the FSRS-6 memory model over duals: the scheduler's formulas
// (nextDS, forgettingCurve) with every weight carrying its derivative, so
// that replaying a card gives each prediction's gradient. Its values equal the
// scheduler's up to the scheduler's rounding to 8 decimals (a test checks).
type model struct {
	w                          [21]dual
	factor, negDecay           dual // forgetting curve R = (1 + factor·t/S)^negDecay
	expW8, initDEasy, shortMin dual // shortMin = e^(w17·w18): a lapse's stability is at least S/shortMin
}

func newModel(w *[21]float64) *model {
	m := &model{}
	for i := range m.w {
		m.w[i] = weight(w, i)
	}
	m.negDecay = m.w[20].scale(-1)
	m.factor = constant(-math.Log(0.9)).div(m.w[20]).exp().addc(-1)
	m.expW8 = m.w[8].exp()
	m.initDEasy = m.initDifficulty(Easy)
	m.shortMin = m.w[17].mul(m.w[18]).exp()
	return m
}

func (m *model) initDifficulty(g Rating) dual {
	return m.w[4].sub(m.w[5].scale(float64(g - 1)).exp()).addc(1)
}

func (m *model) retrievability(t float64, s dual) dual {
	return m.factor.scale(t).div(s).addc(1).pow(m.negDecay)
}

func (m *model) nextDifficulty(d dual, g Rating) dual {
	delta := m.w[6].scale(-float64(g - 3))
	next := d.add(delta.mul(d.scale(-1).addc(10)).scale(1.0 / 9))
	w7 := m.w[7]
	return w7.mul(m.initDEasy).add(constant(1).sub(w7).mul(next)).clamp(1, 10)
}

func (m *model) recallStability(d, s, r dual, g Rating) dual {
	w := &m.w
	inc := m.expW8.mul(d.scale(-1).addc(11)).mul(s.pow(w[9].scale(-1))).mul(constant(1).sub(r).mul(w[10]).exp().addc(-1))
	switch g {
	case Hard:
		inc = inc.mul(w[15])
	case Easy:
		inc = inc.mul(w[16])
	}
	return s.mul(inc.addc(1)).clamp(sMin, sMax)
}

func (m *model) lapseStability(d, s, r dual) dual {
	w := &m.w
	v := w[11].mul(d.pow(w[12].scale(-1))).mul(s.addc(1).pow(w[13]).addc(-1)).mul(constant(1).sub(r).mul(w[14]).exp())
	floor := maxDual(s.div(m.shortMin), constant(sMin))
	return minDual(floor, v.clamp(sMin, sMax))
}

func (m *model) shortTermStability(s dual, g Rating) dual {
	w := &m.w
	sinc := s.pow(w[19].scale(-1)).mul(w[17].mul(w[18].addc(float64(g) - 3)).exp())
	if g >= Hard {
		sinc = maxDual(sinc, constant(1))
	}
	return s.mul(sinc).clamp(sMin, sMax)
}

// gradient adds to grad the gradient of card c's weighted loss (the binary
// cross-entropy of its predicted recalls, each times its step's weight) over
// its first limit reviews, and returns the weighted loss.
func (m *model) gradient(c []step, limit int, grad *[21]float64) float64 {
	g0 := c[0].g
	s := maxDual(m.w[g0-1], constant(0.1))
	d := m.initDifficulty(g0).clamp(1, 10)
	loss := 0.0
	for i := 1; i < len(c) && i < limit; i++ {
		st := c[i]
		t := float64(st.t)
		var r dual
		if st.t > 0 {
			r = m.retrievability(t, s)
			if st.weight > 0 {
				p := clipP(r.v)
				var dl float64 // d loss / d p
				if st.g > Again {
					loss -= st.weight * math.Log(p)
					dl = -1 / p
				} else {
					loss -= st.weight * math.Log(1-p)
					dl = 1 / (1 - p)
				}
				if p == r.v { // a clipped prediction does not move
					for k := range grad {
						grad[k] += st.weight * dl * r.d[k]
					}
				}
			}
		}
		switch {
		case st.t == 0:
			s = m.shortTermStability(s, st.g)
		case st.g == Again:
			s = m.lapseStability(d, s, r)
		default:
			s = m.recallStability(d, s, r, st.g)
		}
		d = m.nextDifficulty(d, st.g)
	}
	return loss
}
