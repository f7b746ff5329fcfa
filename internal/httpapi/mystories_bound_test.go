package httpapi_test

import (
	"testing"

	"github.com/storyglot/storyglot/internal/lessons"
	"github.com/storyglot/storyglot/internal/study"
)

// A page of My Stories comes with what each of its lessons has due
// (study.DueOf), which counts up to study.DueOfMax lessons: no page may hold
// more (decision 0063), or its last lessons would show no counts.
func TestAPageOfMyStoriesFitsWhatDueOfCounts(t *testing.T) {
	if lessons.MaxPageSize > study.DueOfMax {
		t.Fatalf("a page holds up to %d lessons, DueOf counts %d", lessons.MaxPageSize, study.DueOfMax)
	}
}
