package media

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Ad is one ad of the generation wait (product §17): a video, an optional link
// ('BOOK NOW') and label, a weight, and the dates it may play between.
type Ad struct {
	ID        int64
	Title     string
	VideoURL  string // a stored upload's file URL, or an external URL
	UploadID  string // set when the video is one of the uploads
	LinkURL   string
	LinkLabel string
	Weight    int
	Active    bool // false: retired
	StartsAt  *time.Time
	EndsAt    *time.Time
	CreatedAt time.Time
	UpdatedAt *time.Time
}

// AdInput is what an admin sets on an ad.
type AdInput struct {
	Title     string
	VideoURL  string // ignored when UploadID is set
	UploadID  string
	LinkURL   string
	LinkLabel string
	Weight    int
	Active    bool
	StartsAt  *time.Time
	EndsAt    *time.Time
}

// MaxAdWeight bounds an ad's weight.
const MaxAdWeight = 1000

// FileURL is where a stored file is served.
func FileURL(key string) string { return "/api/v1/files/" + key }

var errNoAd = domain.Titled(domain.CodeNotFound, "Ad Not Found", "This ad does not exist.")

// check validates an ad and resolves its upload to the video URL.
func (s *Service) check(ctx context.Context, in *AdInput) error {
	fields := map[string]string{}
	in.Title, in.LinkLabel = strings.TrimSpace(in.Title), strings.TrimSpace(in.LinkLabel)
	in.VideoURL, in.LinkURL = strings.TrimSpace(in.VideoURL), strings.TrimSpace(in.LinkURL)
	if in.UploadID != "" {
		var key string
		err := s.st.ReadOnly().QueryRow(ctx, "SELECT blob_key FROM video_uploads WHERE id = ?", in.UploadID).Scan(&key)
		if errors.Is(err, store.ErrNoRows) {
			fields["uploadId"] = "No such upload."
		} else if err != nil {
			return fmt.Errorf("media: read upload %s: %w", in.UploadID, err)
		}
		in.VideoURL = FileURL(key)
	} else if !webURL(in.VideoURL, true) {
		fields["videoUrl"] = "Choose an upload or give the video's https:// address."
	}
	if in.LinkURL != "" && !webURL(in.LinkURL, false) {
		fields["linkUrl"] = "The link must be an http:// or https:// address."
	}
	if in.LinkURL != "" && in.LinkLabel == "" {
		in.LinkLabel = "BOOK NOW"
	}
	if len(in.Title) > 200 || len(in.LinkLabel) > 40 {
		fields["title"] = "The title is at most 200 characters, the label 40."
	}
	if in.Weight < 1 || in.Weight > MaxAdWeight {
		fields["weight"] = fmt.Sprintf("The weight is a whole number from 1 to %d.", MaxAdWeight)
	}
	if in.StartsAt != nil && in.EndsAt != nil && !in.EndsAt.After(*in.StartsAt) {
		fields["endsAt"] = "The end must come after the start."
	}
	if len(fields) > 0 {
		return &domain.Error{Code: domain.CodeInvalid, Title: "Invalid Ad", Message: "Please correct the marked fields.", Fields: fields}
	}
	return nil
}

// webURL accepts http(s) addresses; a video may also be a path on this site.
func webURL(u string, sitePath bool) bool {
	if sitePath && strings.HasPrefix(u, "/") && !strings.HasPrefix(u, "//") {
		return len(u) < 2000
	}
	p, err := url.Parse(u)
	return err == nil && (p.Scheme == "https" || p.Scheme == "http") && p.Host != "" && len(u) < 2000
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// CreateAd adds an ad.
func (s *Service) CreateAd(ctx context.Context, in AdInput) (Ad, error) {
	if err := s.check(ctx, &in); err != nil {
		return Ad{}, err
	}
	now := s.now().UTC()
	var id int64
	err := s.st.QueryRow(ctx, `INSERT INTO ads (title, video_url, upload_id, link_url, link_label, weight, is_active, starts_at, ends_at, display_order, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?) RETURNING id`, in.Title, in.VideoURL, nullable(in.UploadID), nullable(in.LinkURL),
		nullable(in.LinkLabel), in.Weight, in.Active, in.StartsAt, in.EndsAt, now, now).Scan(&id)
	if err != nil {
		return Ad{}, fmt.Errorf("media: create ad: %w", err)
	}
	return s.Ad(ctx, id)
}

// UpdateAd replaces an ad's settings.
func (s *Service) UpdateAd(ctx context.Context, id int64, in AdInput) (Ad, error) {
	if err := s.check(ctx, &in); err != nil {
		return Ad{}, err
	}
	n, err := s.st.Exec(ctx, `UPDATE ads SET title = ?, video_url = ?, upload_id = ?, link_url = ?, link_label = ?, weight = ?, is_active = ?,
		starts_at = ?, ends_at = ?, updated_at = ? WHERE id = ?`, in.Title, in.VideoURL, nullable(in.UploadID), nullable(in.LinkURL),
		nullable(in.LinkLabel), in.Weight, in.Active, in.StartsAt, in.EndsAt, s.now().UTC(), id)
	if err != nil {
		return Ad{}, fmt.Errorf("media: update ad %d: %w", id, err)
	}
	if n == 0 {
		return Ad{}, errNoAd
	}
	return s.Ad(ctx, id)
}

// RetireAd stops an ad from playing; it stays listed and can be revived.
func (s *Service) RetireAd(ctx context.Context, id int64) (Ad, error) {
	n, err := s.st.Exec(ctx, "UPDATE ads SET is_active = ?, updated_at = ? WHERE id = ?", false, s.now().UTC(), id)
	if err != nil {
		return Ad{}, fmt.Errorf("media: retire ad %d: %w", id, err)
	}
	if n == 0 {
		return Ad{}, errNoAd
	}
	return s.Ad(ctx, id)
}

const adColumns = `id, title, video_url, COALESCE(upload_id, ''), COALESCE(link_url, ''), COALESCE(link_label, ''), weight, is_active,
	starts_at, ends_at, created_at, updated_at`

func scanAd(r store.Row) (Ad, error) {
	var a Ad
	err := r.Scan(&a.ID, &a.Title, &a.VideoURL, &a.UploadID, &a.LinkURL, &a.LinkLabel, &a.Weight, &a.Active,
		&a.StartsAt, &a.EndsAt, &a.CreatedAt, &a.UpdatedAt)
	return a, err
}

// Ad returns one ad.
func (s *Service) Ad(ctx context.Context, id int64) (Ad, error) {
	a, err := scanAd(s.st.QueryRow(ctx, "SELECT "+adColumns+" FROM ads WHERE id = ?", id))
	if errors.Is(err, store.ErrNoRows) {
		return Ad{}, errNoAd
	}
	if err != nil {
		return Ad{}, fmt.Errorf("media: read ad %d: %w", id, err)
	}
	return a, nil
}

// Ads lists every ad, active ones first, then newest.
func (s *Service) Ads(ctx context.Context) ([]Ad, error) {
	return s.ads(ctx, "SELECT "+adColumns+" FROM ads ORDER BY is_active DESC, id DESC LIMIT 500")
}

func (s *Service) ads(ctx context.Context, q string, args ...any) ([]Ad, error) {
	rows, err := s.st.ReadOnly().Query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("media: list ads: %w", err)
	}
	out, err := store.ScanAll(rows, scanAd)
	if err != nil {
		return nil, fmt.Errorf("media: list ads: %w", err)
	}
	return out, nil
}

// Playable returns the ads that may play now: active, weight above zero,
// inside their dates.
func (s *Service) Playable(ctx context.Context) ([]Ad, error) {
	now := s.now().UTC()
	return s.ads(ctx, "SELECT "+adColumns+` FROM ads WHERE is_active = ? AND weight > 0
		AND (starts_at IS NULL OR starts_at <= ?) AND (ends_at IS NULL OR ends_at > ?) ORDER BY id LIMIT 500`, true, now, now)
}

// Choose picks one ad at random, each with probability weight/total. ok is
// false when there is none.
func Choose(ads []Ad, r *rand.Rand) (Ad, bool) {
	total := 0
	for _, a := range ads {
		total += max(a.Weight, 0)
	}
	if total == 0 {
		return Ad{}, false
	}
	n := r.IntN(total)
	for _, a := range ads {
		if n < max(a.Weight, 0) {
			return a, true
		}
		n -= max(a.Weight, 0)
	}
	return Ad{}, false
}

// CurrentAd is the ad to play now, chosen by weight, or false for none.
func (s *Service) CurrentAd(ctx context.Context) (Ad, bool, error) {
	ads, err := s.Playable(ctx)
	if err != nil {
		return Ad{}, false, err
	}
	a, ok := Choose(ads, rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())))
	return a, ok, nil
}
