package leaderboard

import (
	"testing"
	"time"
)

func TestWeekStartsOnMondayUTC(t *testing.T) {
	for in, want := range map[string]string{
		"2026-11-23T00:00:00Z":      "2026-11-23", // Monday
		"2026-11-29T23:59:59Z":      "2026-11-23", // Sunday night
		"2026-11-30T00:30:00+02:00": "2026-11-23", // still Sunday in UTC
		"2027-01-01T12:00:00Z":      "2026-12-28", // across the year
	} {
		at, _ := time.Parse(time.RFC3339, in)
		if got := WeekStart(at); got != want {
			t.Errorf("WeekStart(%s) = %s, want %s", in, got, want)
		}
	}
	if Points(1) != 1 || Points(2) != 1 || Points(3) != 2 || Points(4) != 2 {
		t.Errorf("points: a point per answer, a bonus for a right one")
	}
}
