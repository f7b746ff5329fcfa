package fsrs

import "math"

// dual is a value with its derivatives with respect to the 21 weights:
// forward-mode automatic differentiation. Each operation applies the chain
// rule to all 21 derivatives at once, so one pass over a card's reviews gives
// the gradient of every prediction of that card.
type dual struct {
	v float64
	d [21]float64
}

// weight is w[i] as a dual: its derivative is 1 along i.
func weight(w *[21]float64, i int) dual {
	x := dual{v: w[i]}
	x.d[i] = 1
	return x
}

func constant(v float64) dual { return dual{v: v} }

func (a dual) add(b dual) dual {
	a.v += b.v
	for i := range a.d {
		a.d[i] += b.d[i]
	}
	return a
}

func (a dual) sub(b dual) dual {
	a.v -= b.v
	for i := range a.d {
		a.d[i] -= b.d[i]
	}
	return a
}

func (a dual) addc(c float64) dual { a.v += c; return a }

func (a dual) mul(b dual) dual {
	r := dual{v: a.v * b.v}
	for i := range r.d {
		r.d[i] = a.d[i]*b.v + b.d[i]*a.v
	}
	return r
}

// scale multiplies value and derivatives by c.
func (a dual) scale(c float64) dual {
	a.v *= c
	for i := range a.d {
		a.d[i] *= c
	}
	return a
}

func (a dual) div(b dual) dual {
	r := dual{v: a.v / b.v}
	inv := 1 / b.v
	for i := range r.d {
		r.d[i] = (a.d[i] - r.v*b.d[i]) * inv
	}
	return r
}

// chain is f(a) given f(a.v) and f'(a.v).
func (a dual) chain(f, df float64) dual {
	r := dual{v: f}
	for i := range r.d {
		r.d[i] = a.d[i] * df
	}
	return r
}

func (a dual) exp() dual {
	e := math.Exp(a.v)
	return a.chain(e, e)
}

func (a dual) log() dual { return a.chain(math.Log(a.v), 1/a.v) }

// pow is a^b for a > 0.
func (a dual) pow(b dual) dual { return b.mul(a.log()).exp() }

// clamp holds a in [lo, hi]; a clamped value does not move with the weights,
// as in the reference's clamp.
func (a dual) clamp(lo, hi float64) dual {
	switch {
	case a.v < lo:
		return constant(lo)
	case a.v > hi:
		return constant(hi)
	}
	return a
}

func minDual(a, b dual) dual {
	if b.v < a.v {
		return b
	}
	return a
}

func maxDual(a, b dual) dual {
	if b.v > a.v {
		return b
	}
	return a
}
