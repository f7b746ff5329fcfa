package lessons

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
)

// How the expected time of a lesson is measured (decision 0021): from the
// lessons this server finished last, never from a rule of thumb.
const (
	// expectedWindow is how many of the latest paid lessons are looked at.
	expectedWindow = 500
	// expectedMinSamples is how many lessons of the same length band make a
	// figure; with fewer of the same target language, every language counts.
	expectedMinSamples = 3
)

// ExpectedSeconds is how long a lesson of a story of length characters in
// target is expected to take, from request to last card: the median time of
// the latest finished lessons of the same length band (product §6's timeout
// bands), of the same target language when there are enough of them. It is
// 0 when the server has not measured enough lessons to say.
func (s *Service) ExpectedSeconds(ctx context.Context, target string, length int) (int, error) {
	// Paid lessons only: free copies (shares, quick stories) are made at once.
	rows, err := s.st.ReadOnly().Query(ctx, `SELECT target_language, credits_charged, created_at, completed_at FROM stories
		WHERE status = ? AND completed_at IS NOT NULL AND credits_charged > 0
		ORDER BY completed_at DESC LIMIT ?`, StatusCompleted, expectedWindow)
	if err != nil {
		return 0, fmt.Errorf("lessons: expected time: %w", err)
	}
	defer rows.Close()
	band := domain.StoryTimeouts(length)
	var same, all []time.Duration
	for rows.Next() {
		var lang string
		var charged int
		var created, completed time.Time
		if err := rows.Scan(&lang, &charged, &created, &completed); err != nil {
			return 0, fmt.Errorf("lessons: expected time: %w", err)
		}
		took := completed.Sub(created)
		if took < 0 || domain.StoryTimeouts(charged) != band {
			continue
		}
		all = append(all, took)
		if lang == target {
			same = append(same, took)
		}
	}
	if err := rows.Err(); err != nil {
		return 0, fmt.Errorf("lessons: expected time: %w", err)
	}
	switch {
	case len(same) >= expectedMinSamples:
		return medianSeconds(same), nil
	case len(all) >= expectedMinSamples:
		return medianSeconds(all), nil
	}
	return 0, nil
}

// medianSeconds is the median of ds in whole seconds, at least 1.
func medianSeconds(ds []time.Duration) int {
	slices.Sort(ds)
	m := ds[len(ds)/2]
	if len(ds)%2 == 0 {
		m = (ds[len(ds)/2-1] + m) / 2
	}
	return max(1, int((m+time.Second/2)/time.Second))
}
