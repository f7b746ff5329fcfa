package httpapi_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/telemetry"
)

// TestAudioReports: a learner reports a card whose audio is wrong; the
// report waits in the owner's queue and the admins' (any lesson); remaking
// the card's (or the lesson's) audio closes it; an admin's fix and dismissal
// are audit-logged; visitors get 401, users 403 on the admin queue.
func TestAudioReports(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		learner := signedIn(t, s, "lea@example.com")
		admin := signedIn(t, s, "adm@example.com")
		if err := s.App.Auth.GrantAdmin(ctx, "adm@example.com"); err != nil {
			t.Fatal(err)
		}
		other := signedIn(t, s, "oli@example.com")
		visitor := newBrowser(t, s.URL)
		id, cards := madeLesson(t, learner, spanishStory)
		first, second := cards[0].ID, cards[1].ID
		reportPath := func(card string) string { return "/api/v1/stories/" + id + "/cards/" + card + "/audio-report" }

		// Role checks of the admin queue; others cannot report the learner's cards.
		wantProblem(t, visitor, 401, "unauthorized", "GET", "/api/v1/admin/audio-reports", nil)
		wantProblem(t, learner, 403, "forbidden", "GET", "/api/v1/admin/audio-reports", nil)
		wantProblem(t, visitor, 401, "unauthorized", "POST", reportPath(first), noteBody{})
		wantProblem(t, visitor, 401, "unauthorized", "GET", "/api/v1/audio-reports", nil)
		wantProblem(t, other, 404, "not_found", "POST", reportPath(first), noteBody{})
		wantProblem(t, learner, 404, "not_found", "POST", reportPath("no-such-card"), noteBody{})
		p := wantProblem(t, learner, 400, "invalid", "POST", reportPath(first), noteBody{strings.Repeat("x", 301)})
		if p.Fields["note"] == "" {
			t.Errorf("a long note: %+v", p)
		}

		// Reported once: 201; again: 200 with the same open report.
		r1 := expect[audioReport](learner, 201, "POST", reportPath(first), noteBody{"  It says another word.  "})
		if r1.CardID != first || r1.Note != "It says another word." || r1.Closed || r1.StoryID != id {
			t.Errorf("report = %+v", r1)
		}
		if again := expect[audioReport](learner, 200, "POST", reportPath(first), noteBody{}); again.ID != r1.ID {
			t.Errorf("second report = %v, want the open one %v", again.ID, r1.ID)
		}
		r2 := expect[audioReport](learner, 201, "POST", reportPath(second), noteBody{})

		// The owner's queue and the admins' show both; someone else's shows none.
		queue := func(b *browser, path string) []audioReport {
			t.Helper()
			return expect[struct {
				Reports []audioReport `json:"reports"`
			}](b, 200, "GET", path, nil).Reports
		}
		if n := len(queue(learner, "/api/v1/audio-reports")); n != 2 {
			t.Errorf("the owner sees %d open reports, want 2", n)
		}
		if n := len(queue(other, "/api/v1/audio-reports")); n != 0 {
			t.Errorf("another learner sees %d reports", n)
		}
		all := queue(admin, "/api/v1/admin/audio-reports?story="+id)
		if len(all) != 2 || all[0].Front != cards[0].Front || all[0].AudioURL == "" {
			t.Fatalf("admin queue = %+v", all)
		}

		// The owner remakes the first card's audio: its report closes, the other stays.
		learner.want(200, "POST", "/api/v1/stories/"+id+"/audio", audioFix{first})
		left := queue(admin, "/api/v1/admin/audio-reports?story="+id)
		if len(left) != 1 || left[0].ID != r2.ID {
			t.Fatalf("after the owner's fix the queue is %+v", left)
		}
		var closedBy, resolution string
		if err := s.App.Store.QueryRow(ctx, "SELECT closed_by, resolution FROM audio_reports WHERE card_id = ?", first).Scan(&closedBy, &resolution); err != nil {
			t.Fatal(err)
		}
		if closedBy != "owner" || resolution != "fixed" {
			t.Errorf("first report closed by %q as %q", closedBy, resolution)
		}

		// An admin remakes the whole lesson: the second report closes, audited.
		admin.want(200, "POST", "/api/v1/stories/"+id+"/audio", audioFix{})
		if n := len(queue(admin, "/api/v1/admin/audio-reports")); n != 0 {
			t.Errorf("%d reports open after the whole-lesson fix", n)
		}
		if d := auditedBy(t, s, telemetry.AuditAudioRegenerated, "", "adm@example.com"); d != nil && d["storyId"] != id {
			t.Errorf("audit details = %v", d)
		}

		// A report the admin dismisses (the audio was right): closed, audited;
		// dismissing it again finds nothing open; others cannot dismiss.
		r3 := expect[audioReport](learner, 201, "POST", reportPath(first), noteBody{})
		rid := strconv.FormatInt(r3.ID, 10)
		wantProblem(t, other, 404, "not_found", "POST", "/api/v1/audio-reports/"+rid+"/dismiss", nil)
		if d := expect[audioReport](admin, 200, "POST", "/api/v1/audio-reports/"+rid+"/dismiss", nil); !d.Closed {
			t.Errorf("dismissed = %+v", d)
		}
		if err := s.App.Store.QueryRow(ctx, "SELECT resolution FROM audio_reports WHERE id = ?", r3.ID).Scan(&resolution); err != nil || resolution != "dismissed" {
			t.Errorf("dismissed report's resolution = %q, %v", resolution, err)
		}
		wantProblem(t, admin, 404, "not_found", "POST", "/api/v1/audio-reports/"+rid+"/dismiss", nil)
		auditedBy(t, s, telemetry.AuditAudioReportDismissed, "", "adm@example.com")

		// The owner may dismiss their own; deleting the lesson takes its reports.
		r4 := expect[audioReport](learner, 201, "POST", reportPath(second), noteBody{})
		learner.want(200, "POST", "/api/v1/audio-reports/"+strconv.FormatInt(r4.ID, 10)+"/dismiss", nil)
		learner.want(201, "POST", reportPath(second), noteBody{})
		learner.want(204, "DELETE", "/api/v1/stories/"+id, nil)
		var n int
		if err := s.App.Store.QueryRow(ctx, "SELECT COUNT(*) FROM audio_reports WHERE story_id = ?", id).Scan(&n); err != nil || n != 0 {
			t.Errorf("%d reports outlived their lesson (err %v)", n, err)
		}
	})
}

// noteBody is the body of an audio report.
type noteBody struct {
	Note string `json:"note,omitempty"`
}

// audioReport is a report of a card's audio (audioReport in the server).
type audioReport struct {
	ID       int64  `json:"id"`
	StoryID  string `json:"storyId"`
	CardID   string `json:"cardId"`
	Front    string `json:"front"`
	AudioURL string `json:"audioUrl"`
	Note     string `json:"note"`
	Closed   bool   `json:"closed"`
}
