package httpapi

// bodies turns a service's values into the bodies of a response, one each,
// in order; the list is never nil, so that JSON says [] and not null.
func bodies[T, B any](in []T, to func(T) B) []B {
	out := make([]B, 0, len(in))
	for _, v := range in {
		out = append(out, to(v))
	}
	return out
}
