package httpapi_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/httpapi"
	"github.com/storyglot/storyglot/internal/media"
)

// fakeMP4 is size bytes that start like an MP4 file.
func fakeMP4(size int) []byte {
	b := make([]byte, size)
	copy(b, "\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2mp41")
	return b
}

// upload sends a file as the web app does: the bytes as the body.
func (b *browser) upload(key, name string, data []byte) response {
	b.t.Helper()
	req, _ := http.NewRequestWithContext(context.Background(), "POST", b.base+"/api/v1/uploads", bytes.NewReader(data))
	req.Header.Set("Content-Type", "application/octet-stream")
	req.Header.Set("Idempotency-Key", key)
	req.Header.Set("X-File-Name", name)
	res, err := b.c.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return response{res.StatusCode, res.Header, raw}
}

// uploaded is the answer of a stored upload.
type uploaded struct {
	Upload   httpapi.Upload `json:"upload"`
	Balance  int            `json:"balance"`
	Replayed bool           `json:"replayed"`
}

// uploadList is GET /api/v1/uploads (and the admin's list).
type uploadList struct {
	Uploads  []httpapi.Upload `json:"uploads"`
	MaxBytes int64            `json:"maxBytes"`
}

func balanceOf(t *testing.T, b *browser) int {
	t.Helper()
	return expect[me](b, 200, "GET", "/api/v1/me", nil).Credits
}

// failingBlobs is a store whose writes fail, as a full disk or a bucket outage.
type failingBlobs struct{ blob.Store }

func (failingBlobs) Put(context.Context, string, string, io.Reader) error {
	return errors.New("disk full")
}

// mediaAdjustment moves a balance as an admin's adjustment would.
func mediaAdjustment(a domain.Account, delta int) credits.Change {
	return credits.Change{Account: a, Delta: delta, Reason: domain.ReasonAdjustment, IdempotencyKey: fmt.Sprintf("test-adjust:%s:%d", a.ID, delta)}
}

func smallUploads(c *config.Config) { c.VideoMaxMB = 2 }

func TestVideoUploadCharging(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{Configure: smallUploads}, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		// Visitors and guests are told to sign up.
		if r := newBrowser(t, s.URL).upload("k0", "a.mp4", fakeMP4(1000)); r.Status != 401 || !strings.Contains(problemOf(t, r).Detail, "sign up") {
			t.Errorf("visitor upload = %d %s", r.Status, r.Body)
		}
		b := signedIn(t, s, "vic@example.com")
		start := balanceOf(t, b)

		// Not a video (by its bytes, whatever its name), empty, too big: refused, nothing charged.
		r := b.upload("k1", "clip.mp4", []byte("just some text pretending to be a video"))
		if p := problemOf(t, r); r.Status != 400 || p.Title != "Invalid file type" || p.Detail != "Please select a video file" || p.Code != "invalid" {
			t.Errorf("text upload = %d %+v", r.Status, p)
		}
		if r := b.upload("k2", "empty.mp4", nil); r.Status != 400 || problemOf(t, r).Title != "Invalid file type" {
			t.Errorf("empty upload = %d %s", r.Status, r.Body)
		}
		if r := b.upload("k3", "big.mp4", fakeMP4(2<<20+1)); r.Status != 400 || problemOf(t, r).Title != "File too large" {
			t.Errorf("big upload = %d %s", r.Status, r.Body)
		}
		if got := balanceOf(t, b); got != start {
			t.Fatalf("failed uploads charged: %v -> %v", start, got)
		}

		// A 1.5 MB video costs 2 credits; the same key again charges nothing more.
		data := fakeMP4(3 << 19)
		r = b.upload("k4", "Comedy night.mp4", data)
		p := decode[uploaded](t, r)
		if r.Status != 201 || p.Upload.Credits != 2 || p.Balance != start-2 {
			t.Fatalf("upload = %d %+v", r.Status, p)
		}
		up := p.Upload
		if up.ContentType != "video/mp4" || up.FileName != "Comedy night.mp4" || up.SizeBytes != int64(len(data)) {
			t.Errorf("stored upload = %+v", up)
		}
		r = b.upload("k4", "Comedy night.mp4", data)
		if again := decode[uploaded](t, r); r.Status != 200 || !again.Replayed || again.Upload.ID != up.ID || balanceOf(t, b) != start-2 {
			t.Errorf("retry = %d %+v, balance %v", r.Status, again, balanceOf(t, b))
		}
		got, ct := fetch(t, b, up.URL)
		if !bytes.Equal(got, data) || ct != "video/mp4" {
			t.Errorf("served %d bytes of %s", len(got), ct)
		}
		list := expect[uploadList](b, 200, "GET", "/api/v1/uploads", nil)
		if n := len(list.Uploads); n != 1 || list.MaxBytes != 2<<20 {
			t.Errorf("uploads = %+v", list)
		}

		// Not enough credits: product §6's words, nothing stored.
		u, err := s.App.Auth.UserByEmail(ctx, "vic@example.com")
		if err != nil {
			t.Fatal(err)
		}
		uid := u.ID
		acct := domain.Account{Kind: domain.AccountUser, ID: uid}
		if _, err := s.App.Ledger.Apply(ctx, mediaAdjustment(acct, -(start-2)+1)); err != nil {
			t.Fatal(err)
		}
		r = b.upload("k5", "again.mp4", fakeMP4(3<<19))
		if p := problemOf(t, r); r.Status != 402 || p.Title != "Insufficient credits" || p.Code != "insufficient_credits" ||
			p.Detail != "This upload costs 2 credits, but you only have 1 credits available." {
			t.Errorf("poor upload = %d %+v", r.Status, p)
		}
		if n := len(expect[uploadList](b, 200, "GET", "/api/v1/uploads", nil).Uploads); n != 1 {
			t.Errorf("uploads after refusal = %d", n)
		}

		// The store fails: no charge; the retry with the same key is charged once.
		if _, err := s.App.Ledger.Apply(ctx, mediaAdjustment(acct, 10)); err != nil {
			t.Fatal(err)
		}
		before := balanceOf(t, b)
		broken := media.New(media.Config{MaxBytes: 2 << 20}, s.App.Store, s.App.Ledger, failingBlobs{s.App.Blobs})
		in := media.UploadInput{UserID: uid, IdempotencyKey: "k6", FileName: "x.mp4", DeclaredSize: -1, Body: bytes.NewReader(fakeMP4(5000))}
		if _, err := broken.Store(ctx, in); domain.CodeOf(err) != domain.CodeInternal || !strings.Contains(err.Error(), "error uploading") {
			t.Errorf("broken store = %v", err)
		}
		if got := balanceOf(t, b); got != before {
			t.Errorf("failed store charged: %v -> %v", before, got)
		}
		working := media.New(media.Config{MaxBytes: 2 << 20}, s.App.Store, s.App.Ledger, s.App.Blobs)
		for i := range 2 {
			in.Body = bytes.NewReader(fakeMP4(5000))
			u, err := working.Store(ctx, in)
			if err != nil || u.Credits != 1 || u.Replayed != (i == 1) {
				t.Errorf("retry %d = %+v %v", i, u, err)
			}
		}
		if got := balanceOf(t, b); got != before-1 {
			t.Errorf("after the retries the balance is %v, want %v", got, before-1)
		}
		entries, err := s.App.Ledger.Entries(ctx, acct, 50)
		if err != nil {
			t.Fatal(err)
		}
		charges := 0
		for _, e := range entries {
			if e.Reason == media.ReasonVideoUpload {
				charges++
			}
		}
		if charges != 2 {
			t.Errorf("upload charges in the ledger = %d, want 2 (k4 and k6 once each)", charges)
		}
	})
}

func TestAdsAdmin(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		visitor := newBrowser(t, s.URL)
		user := signedIn(t, s, "una@example.com")
		admin := signedIn(t, s, "ada@example.com")
		if err := s.App.Auth.GrantAdmin(ctx, "ada@example.com"); err != nil {
			t.Fatal(err)
		}
		ad := adBody{VideoURL: "https://cdn.example.com/club.mp4", Weight: 2, Active: true}
		for _, c := range []struct{ method, path string }{{"GET", "/api/v1/admin/ads"}, {"POST", "/api/v1/admin/ads"},
			{"PUT", "/api/v1/admin/ads/1"}, {"POST", "/api/v1/admin/ads/1/retire"}, {"GET", "/api/v1/admin/uploads"}} {
			wantProblem(t, visitor, 401, "unauthorized", c.method, c.path, ad)
			wantProblem(t, user, 403, "forbidden", c.method, c.path, ad)
		}

		// An upload becomes an ad with a link; the label defaults to BOOK NOW.
		p := decode[uploaded](t, user.upload("u1", "club.webm", append([]byte{0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84}, "webm"...)))
		upID := p.Upload.ID
		all := expect[uploadList](admin, 200, "GET", "/api/v1/admin/uploads", nil).Uploads
		if len(all) != 1 || all[0].ID != upID {
			t.Fatalf("admin uploads = %+v", all)
		}
		created := expect[httpapi.Ad](admin, 201, "POST", "/api/v1/admin/ads", adBody{Title: "Club night", UploadID: upID,
			LinkURL: "https://club.example.com/tickets", Weight: 3, Active: true})
		id := strconv.FormatInt(created.ID, 10)
		if created.VideoURL != p.Upload.URL || created.LinkLabel != "BOOK NOW" || created.Weight != 3 {
			t.Errorf("created ad = %+v", created)
		}
		if cur := expect[currentAd](visitor, 200, "GET", "/api/v1/ads/current", nil); cur.VideoURL != created.VideoURL || cur.LinkURL != "https://club.example.com/tickets" {
			t.Errorf("current ad = %+v", cur)
		}

		// Bad input is refused with the fields named.
		bad := wantProblem(t, admin, 400, "invalid", "POST", "/api/v1/admin/ads", adBody{VideoURL: "javascript:alert(1)",
			LinkURL: "ftp://x", Weight: 1, Active: true})
		if bad.Fields["videoUrl"] == "" || bad.Fields["linkUrl"] == "" {
			t.Errorf("bad ad = %+v", bad)
		}
		wantProblem(t, admin, 404, "not_found", "PUT", "/api/v1/admin/ads/99999", ad)

		// Dates: an ad that ended long ago does not play; edit, then retire.
		updated := expect[httpapi.Ad](admin, 200, "PUT", "/api/v1/admin/ads/"+id, adBody{UploadID: upID, Weight: 5, Active: true,
			StartsAt: "2020-01-01T00:00:00Z", EndsAt: "2020-02-01T00:00:00Z"})
		if updated.Weight != 5 || updated.EndsAt == nil {
			t.Errorf("updated = %+v", updated)
		}
		if cur := expect[currentAd](visitor, 200, "GET", "/api/v1/ads/current", nil); !cur.Default {
			t.Errorf("an ended ad plays: %+v", cur)
		}
		admin.want(200, "PUT", "/api/v1/admin/ads/"+id, adBody{UploadID: upID, Weight: 5, Active: true})
		if retired := expect[httpapi.Ad](admin, 200, "POST", "/api/v1/admin/ads/"+id+"/retire", nil); retired.Active {
			t.Errorf("retired = %+v", retired)
		}
		if cur := expect[currentAd](visitor, 200, "GET", "/api/v1/ads/current", nil); !cur.Default {
			t.Errorf("a retired ad plays: %+v", cur)
		}
		if ads := expect[struct {
			Ads []httpapi.Ad `json:"ads"`
		}](admin, 200, "GET", "/api/v1/admin/ads", nil).Ads; len(ads) != 1 {
			t.Errorf("ads = %+v", ads)
		}

		// Every action is in the audit log, under the admin's address.
		events, err := s.App.Telemetry.AuditEvents(ctx, 100)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]int{}
		for _, e := range events {
			if strings.HasPrefix(e.Type, "ad_") && e.UserEmail == "ada@example.com" {
				seen[e.Type]++
			}
		}
		if seen["ad_created"] != 1 || seen["ad_updated"] != 2 || seen["ad_retired"] != 1 {
			t.Errorf("audit = %v", seen)
		}
	})
}

// adBody is the body that writes an ad.
type adBody struct {
	Title    string `json:"title,omitempty"`
	VideoURL string `json:"videoUrl,omitempty"`
	UploadID string `json:"uploadId,omitempty"`
	LinkURL  string `json:"linkUrl,omitempty"`
	Weight   int    `json:"weight"`
	Active   bool   `json:"active"`
	StartsAt string `json:"startsAt,omitempty"`
	EndsAt   string `json:"endsAt,omitempty"`
}
