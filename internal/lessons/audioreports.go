package lessons

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// AudioReport is a learner's report that a card's audio is wrong (product §17
// audio fix): open until the audio is made again or the report is dismissed.
type AudioReport struct {
	ID         int64
	StoryID    string
	StoryTitle string
	Target     string // the lesson's language
	StoryOwner domain.Account
	CardID     string
	Position   int
	Front      string
	AudioKey   string
	Note       string
	CreatedAt  time.Time
	Closed     bool
	Resolution string // fixed or dismissed, when closed
}

// MaxReportNote is the longest note a report may carry.
const MaxReportNote = 300

var errNoReport = domain.Titled(domain.CodeNotFound, "Report Not Found", "This report does not exist, is closed, or is not yours.")

// ReportAudio records that a card's audio is wrong. The lesson's owner
// reports (an admin may for any lesson); someone else's card is not found.
// A card has at most one open report: reporting it again returns that one
// (created false).
func (s *Service) ReportAudio(ctx context.Context, actor domain.Account, asAdmin bool, storyID, cardID, note string) (AudioReport, bool, error) {
	note = strings.TrimSpace(note)
	if utf8.RuneCountInString(note) > MaxReportNote {
		return AudioReport{}, false, &domain.Error{Code: domain.CodeInvalid, Message: fmt.Sprintf("A note is at most %d characters.", MaxReportNote),
			Fields: map[string]string{"note": fmt.Sprintf("At most %d characters.", MaxReportNote)}}
	}
	st, cards, err := s.AudioCards(ctx, actor, asAdmin, storyID)
	if err != nil {
		return AudioReport{}, false, err
	}
	if st.Status != StatusCompleted {
		return AudioReport{}, false, errAudioNotReady
	}
	found := false
	for _, c := range cards {
		found = found || c.ID == cardID
	}
	if !found {
		return AudioReport{}, false, errNoCard
	}
	if r, err := s.openReport(ctx, s.st, cardID); err == nil {
		return r, false, nil
	} else if !errors.Is(err, errNoReport) {
		return AudioReport{}, false, err
	}
	_, err = s.st.Exec(ctx, `INSERT INTO audio_reports (story_id, card_id, reporter_kind, reporter_id, note, created_at)
		VALUES (?, ?, ?, ?, ?, ?)`, storyID, cardID, string(actor.Kind), actor.ID, note, s.now().UTC())
	if store.IsUniqueViolation(err) {
		r, err := s.openReport(ctx, s.st, cardID) // reported at the same instant
		return r, false, err
	}
	if err != nil {
		return AudioReport{}, false, fmt.Errorf("lessons: report audio of %s: %w", cardID, err)
	}
	r, err := s.openReport(ctx, s.st, cardID)
	return r, true, err
}

const reportColumns = `r.id, r.story_id, s.title, s.target_language, s.owner_kind, s.owner_id, r.card_id, f.position, f.front,
	COALESCE(f.audio_key, ''), r.note, r.created_at, r.closed_at IS NOT NULL, COALESCE(r.resolution, '')`

const reportFrom = ` FROM audio_reports r JOIN stories s ON s.id = r.story_id JOIN flashcards f ON f.id = r.card_id`

func scanReport(row store.Row) (AudioReport, error) {
	var r AudioReport
	var kind string
	err := row.Scan(&r.ID, &r.StoryID, &r.StoryTitle, &r.Target, &kind, &r.StoryOwner.ID, &r.CardID, &r.Position, &r.Front,
		&r.AudioKey, &r.Note, &r.CreatedAt, &r.Closed, &r.Resolution)
	r.StoryOwner.Kind = domain.AccountKind(kind)
	return r, err
}

func (s *Service) openReport(ctx context.Context, q store.Querier, cardID string) (AudioReport, error) {
	r, err := scanReport(q.QueryRow(ctx, "SELECT "+reportColumns+reportFrom+" WHERE r.card_id = ? AND r.closed_at IS NULL", cardID))
	if errors.Is(err, store.ErrNoRows) {
		return AudioReport{}, errNoReport
	}
	if err != nil {
		return AudioReport{}, fmt.Errorf("lessons: read audio report: %w", err)
	}
	return r, nil
}

// ReportFilter picks open reports: of one owner's lessons (Owner set), of
// one lesson (StoryID set), or all of them (neither: the admins' queue).
type ReportFilter struct {
	Owner   *domain.Account
	StoryID string
	Limit   int
}

// OpenAudioReports lists open reports, oldest first.
func (s *Service) OpenAudioReports(ctx context.Context, f ReportFilter) ([]AudioReport, error) {
	where, args := []string{"r.closed_at IS NULL"}, []any{}
	if f.Owner != nil {
		where, args = append(where, "s.owner_kind = ? AND s.owner_id = ?"), append(args, string(f.Owner.Kind), f.Owner.ID)
	}
	if f.StoryID != "" {
		where, args = append(where, "r.story_id = ?"), append(args, f.StoryID)
	}
	if f.Limit <= 0 || f.Limit > 200 {
		f.Limit = 200
	}
	rows, err := s.st.ReadOnly().Query(ctx, "SELECT "+reportColumns+reportFrom+" WHERE "+strings.Join(where, " AND ")+
		" ORDER BY r.created_at, r.id LIMIT ?", append(args, f.Limit)...)
	if err != nil {
		return nil, fmt.Errorf("lessons: audio reports: %w", err)
	}
	out, err := store.ScanAll(rows, scanReport)
	if err != nil {
		return nil, fmt.Errorf("lessons: audio reports: %w", err)
	}
	return out, nil
}

// DismissAudioReport closes an open report without a fix (the audio was
// right after all). The lesson's owner or an admin may; by names who.
func (s *Service) DismissAudioReport(ctx context.Context, actor domain.Account, asAdmin bool, id int64, by string) (AudioReport, error) {
	r, err := scanReport(s.st.QueryRow(ctx, "SELECT "+reportColumns+reportFrom+" WHERE r.id = ? AND r.closed_at IS NULL", id))
	if errors.Is(err, store.ErrNoRows) || (err == nil && r.StoryOwner != actor && !asAdmin) {
		return AudioReport{}, errNoReport
	}
	if err != nil {
		return AudioReport{}, fmt.Errorf("lessons: read audio report %d: %w", id, err)
	}
	n, err := s.st.Exec(ctx, "UPDATE audio_reports SET closed_at = ?, closed_by = ?, resolution = 'dismissed' WHERE id = ? AND closed_at IS NULL",
		s.now().UTC(), by, id)
	if err != nil {
		return AudioReport{}, fmt.Errorf("lessons: dismiss audio report %d: %w", id, err)
	}
	if n == 0 {
		return AudioReport{}, errNoReport // closed meanwhile
	}
	r.Closed, r.Resolution = true, "dismissed"
	return r, nil
}

// closeFixedReports closes, through q, the open reports of a card whose
// audio was just made again.
func (s *Service) closeFixedReports(ctx context.Context, q store.Querier, storyID, cardID, by string) error {
	if _, err := q.Exec(ctx, "UPDATE audio_reports SET closed_at = ?, closed_by = ?, resolution = 'fixed' WHERE story_id = ? AND card_id = ? AND closed_at IS NULL",
		s.now().UTC(), by, storyID, cardID); err != nil {
		return fmt.Errorf("lessons: close audio reports of %s: %w", cardID, err)
	}
	return nil
}
