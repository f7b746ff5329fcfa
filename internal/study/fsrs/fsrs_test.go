package fsrs

import (
	"encoding/json"
	"math"
	"os"
	"testing"
	"time"
)

type reference struct {
	Generator  string `json:"generator"`
	Parameters struct {
		W                []float64 `json:"w"`
		RequestRetention float64   `json:"request_retention"`
		MaximumInterval  int       `json:"maximum_interval"`
		EnableFuzz       bool      `json:"enable_fuzz"`
		EnableShortTerm  bool      `json:"enable_short_term"`
		LearningSteps    []string  `json:"learning_steps"`
		RelearningSteps  []string  `json:"relearning_steps"`
	} `json:"parameters"`
	Sequences []struct {
		Name    string    `json:"name"`
		Start   time.Time `json:"start"`
		Reviews []struct {
			At     time.Time `json:"at"`
			Rating Rating    `json:"rating"`
			Want   struct {
				State         string    `json:"state"`
				Stability     float64   `json:"stability"`
				Difficulty    float64   `json:"difficulty"`
				ElapsedDays   int       `json:"elapsed_days"`
				ScheduledDays int       `json:"scheduled_days"`
				LearningSteps int       `json:"learning_steps"`
				Reps          int       `json:"reps"`
				Lapses        int       `json:"lapses"`
				Due           time.Time `json:"due"`
				LastReview    time.Time `json:"last_review"`
			} `json:"want"`
		} `json:"reviews"`
	} `json:"sequences"`
	Retrievability []struct {
		Stability  float64   `json:"stability"`
		LastReview time.Time `json:"last_review"`
		At         time.Time `json:"at"`
		R          float64   `json:"r"`
	} `json:"retrievability"`
}

func loadReference(t *testing.T) reference {
	t.Helper()
	raw, err := os.ReadFile("testdata/reference.json")
	if err != nil {
		t.Fatal(err)
	}
	var ref reference
	if err := json.Unmarshal(raw, &ref); err != nil {
		t.Fatal(err)
	}
	return ref
}

// The defaults are the reference's defaults.
func TestDefaultsMatchReference(t *testing.T) {
	ref := loadReference(t)
	p := DefaultParameters()
	if len(ref.Parameters.W) != 21 {
		t.Fatalf("reference has %d weights", len(ref.Parameters.W))
	}
	for i, w := range ref.Parameters.W {
		if p.W[i] != w {
			t.Errorf("w[%d] = %v, reference %v", i, p.W[i], w)
		}
	}
	if p.RequestRetention != ref.Parameters.RequestRetention || p.MaximumInterval != ref.Parameters.MaximumInterval ||
		p.EnableShortTerm != ref.Parameters.EnableShortTerm || ref.Parameters.EnableFuzz {
		t.Errorf("parameters %+v, reference %+v", p, ref.Parameters)
	}
	steps := func(ds []time.Duration) []string {
		var out []string
		for _, d := range ds {
			out = append(out, (map[time.Duration]string{time.Minute: "1m", 10 * time.Minute: "10m"})[d])
		}
		return out
	}
	if got := steps(p.LearningSteps); len(got) != 2 || got[0] != ref.Parameters.LearningSteps[0] || got[1] != ref.Parameters.LearningSteps[1] {
		t.Errorf("learning steps %v, reference %v", got, ref.Parameters.LearningSteps)
	}
	if got := steps(p.RelearningSteps); len(got) != 1 || got[0] != ref.Parameters.RelearningSteps[0] {
		t.Errorf("relearning steps %v, reference %v", got, ref.Parameters.RelearningSteps)
	}
}

// Every review of every reference sequence gives the reference's card.
func TestReferenceSequences(t *testing.T) {
	ref := loadReference(t)
	s := Default()
	const tol = 1e-6
	n := 0
	for _, seq := range ref.Sequences {
		t.Run(seq.Name, func(t *testing.T) {
			c := NewCard(seq.Start)
			for i, rv := range seq.Reviews {
				next, err := s.Next(c, rv.At, rv.Rating)
				if err != nil {
					t.Fatalf("review %d: %v", i, err)
				}
				w := rv.Want
				if next.State.String() != w.State || math.Abs(next.Stability-w.Stability) > tol || math.Abs(next.Difficulty-w.Difficulty) > tol ||
					next.ElapsedDays != w.ElapsedDays || next.ScheduledDays != w.ScheduledDays || next.LearningSteps != w.LearningSteps ||
					next.Reps != w.Reps || next.Lapses != w.Lapses || absDur(next.Due.Sub(w.Due)) > time.Second || !next.LastReview.Equal(w.LastReview) {
					t.Fatalf("review %d (%v at %s):\n got  %s S=%.8f D=%.8f elapsed=%d sched=%d step=%d reps=%d lapses=%d due=%s\n want %s S=%.8f D=%.8f elapsed=%d sched=%d step=%d reps=%d lapses=%d due=%s",
						i, rv.Rating, rv.At.Format(time.RFC3339),
						next.State, next.Stability, next.Difficulty, next.ElapsedDays, next.ScheduledDays, next.LearningSteps, next.Reps, next.Lapses, next.Due.Format(time.RFC3339),
						w.State, w.Stability, w.Difficulty, w.ElapsedDays, w.ScheduledDays, w.LearningSteps, w.Reps, w.Lapses, w.Due.Format(time.RFC3339))
				}
				// Our own card goes forward, so any drift would show.
				c = next
				n++
			}
		})
	}
	t.Logf("%d reviews in %d sequences match %s", n, len(ref.Sequences), ref.Generator)
}

func TestRetrievability(t *testing.T) {
	ref := loadReference(t)
	s := Default()
	for _, r := range ref.Retrievability {
		c := Card{State: StateReview, Stability: r.Stability, Difficulty: 5, LastReview: r.LastReview, Due: r.LastReview}
		if got := s.Retrievability(c, r.At); math.Abs(got-r.R) > 1e-8 {
			t.Errorf("R(S=%v, %s) = %v, reference %v", r.Stability, r.At.Sub(r.LastReview), got, r.R)
		}
	}
	if got := s.Retrievability(NewCard(time.Now()), time.Now()); got != 0 {
		t.Errorf("a new card's retrievability = %v", got)
	}
	// At the scheduled interval recall is about the desired retention.
	c, _ := s.Next(NewCard(time.Unix(0, 0)), time.Unix(0, 0), Easy)
	if got := s.Retrievability(c, c.Due); math.Abs(got-0.9) > 0.01 {
		t.Errorf("R at due = %v, want about 0.9", got)
	}
}

func TestInvalidInput(t *testing.T) {
	s := Default()
	if _, err := s.Next(NewCard(time.Now()), time.Now(), 0); err == nil {
		t.Error("rating 0 accepted")
	}
	if _, err := s.Next(NewCard(time.Now()), time.Now(), 5); err == nil {
		t.Error("rating 5 accepted")
	}
	if _, err := New(Parameters{W: DefaultWeights, RequestRetention: 1.2, MaximumInterval: 10}); err == nil {
		t.Error("retention 1.2 accepted")
	}
	// A review dated before the last one is a same-day review, not an error.
	now := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	c, _ := s.Next(NewCard(now), now, Good)
	if c2, err := s.Next(c, now.Add(-48*time.Hour), Good); err != nil || c2.ElapsedDays != 0 {
		t.Errorf("backdated review: %+v, %v", c2, err)
	}
}

func TestJSRound(t *testing.T) {
	for _, tc := range []struct{ in, want float64 }{{5.5, 6}, {2.5, 3}, {2.4999, 2}, {0, 0}, {-2.5, -2}, {0.49999999999999994, 0}} {
		if got := jsRound(tc.in); got != tc.want {
			t.Errorf("jsRound(%v) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func absDur(d time.Duration) time.Duration {
	if d < 0 {
		return -d
	}
	return d
}
