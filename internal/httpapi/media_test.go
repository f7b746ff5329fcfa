package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/media"
)

// fakeMP4 is size bytes that start like an MP4 file.
func fakeMP4(size int) []byte {
	b := make([]byte, size)
	copy(b, "\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2mp41")
	return b
}

// upload sends a file as the web app does: the bytes as the body.
func (b *browser) upload(key, name string, data []byte) (int, map[string]any) {
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
	var m map[string]any
	raw, _ := io.ReadAll(res.Body)
	_ = json.Unmarshal(raw, &m)
	return res.StatusCode, m
}

func balanceOf(t *testing.T, b *browser) float64 {
	t.Helper()
	return b.want(200, "GET", "/api/v1/me", nil)["credits"].(float64)
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
		if st, p := newBrowser(t, s.URL).upload("k0", "a.mp4", fakeMP4(1000)); st != 401 || !strings.Contains(p["detail"].(string), "sign up") {
			t.Errorf("visitor upload = %d %v", st, p)
		}
		b := signedIn(t, s, "vic@example.com")
		start := balanceOf(t, b)

		// Not a video (by its bytes, whatever its name), empty, too big: refused, nothing charged.
		st, p := b.upload("k1", "clip.mp4", []byte("just some text pretending to be a video"))
		if st != 400 || p["title"] != "Invalid file type" || p["detail"] != "Please select a video file" || p["code"] != "invalid" {
			t.Errorf("text upload = %d %v", st, p)
		}
		if st, p := b.upload("k2", "empty.mp4", nil); st != 400 || p["title"] != "Invalid file type" {
			t.Errorf("empty upload = %d %v", st, p)
		}
		if st, p := b.upload("k3", "big.mp4", fakeMP4(2<<20+1)); st != 400 || p["title"] != "File too large" {
			t.Errorf("big upload = %d %v", st, p)
		}
		if got := balanceOf(t, b); got != start {
			t.Fatalf("failed uploads charged: %v -> %v", start, got)
		}

		// A 1.5 MB video costs 2 credits; the same key again charges nothing more.
		data := fakeMP4(3 << 19)
		st, p = b.upload("k4", "Comedy night.mp4", data)
		if st != 201 || p["upload"].(map[string]any)["credits"] != 2.0 || p["balance"] != start-2 {
			t.Fatalf("upload = %d %v", st, p)
		}
		up := p["upload"].(map[string]any)
		if up["contentType"] != "video/mp4" || up["fileName"] != "Comedy night.mp4" || up["sizeBytes"] != float64(len(data)) {
			t.Errorf("stored upload = %v", up)
		}
		st, again := b.upload("k4", "Comedy night.mp4", data)
		if st != 200 || again["replayed"] != true || again["upload"].(map[string]any)["id"] != up["id"] || balanceOf(t, b) != start-2 {
			t.Errorf("retry = %d %v, balance %v", st, again, balanceOf(t, b))
		}
		got, ct := fetch(t, b, up["url"].(string))
		if !bytes.Equal(got, data) || ct != "video/mp4" {
			t.Errorf("served %d bytes of %s", len(got), ct)
		}
		list := b.want(200, "GET", "/api/v1/uploads", nil)
		if n := len(list["uploads"].([]any)); n != 1 || list["maxBytes"] != float64(2<<20) {
			t.Errorf("uploads = %v", list)
		}

		// Not enough credits: the spec's words, nothing stored.
		u, err := s.App.Auth.UserByEmail(ctx, "vic@example.com")
		if err != nil {
			t.Fatal(err)
		}
		uid := u.ID
		acct := domain.Account{Kind: domain.AccountUser, ID: uid}
		if _, err := s.App.Ledger.Apply(ctx, mediaAdjustment(acct, -int(start-2)+1)); err != nil {
			t.Fatal(err)
		}
		st, p = b.upload("k5", "again.mp4", fakeMP4(3<<19))
		if st != 402 || p["title"] != "Insufficient credits" || p["code"] != "insufficient_credits" ||
			p["detail"] != "This upload costs 2 credits, but you only have 1 credits available." {
			t.Errorf("poor upload = %d %v", st, p)
		}
		if n := len(b.want(200, "GET", "/api/v1/uploads", nil)["uploads"].([]any)); n != 1 {
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
		ad := map[string]any{"videoUrl": "https://cdn.example.com/club.mp4", "weight": 2, "active": true}
		for _, c := range []struct{ method, path string }{{"GET", "/api/v1/admin/ads"}, {"POST", "/api/v1/admin/ads"},
			{"PUT", "/api/v1/admin/ads/1"}, {"POST", "/api/v1/admin/ads/1/retire"}, {"GET", "/api/v1/admin/uploads"}} {
			wantProblem(t, visitor, 401, "unauthorized", c.method, c.path, ad)
			wantProblem(t, user, 403, "forbidden", c.method, c.path, ad)
		}

		// An upload becomes an ad with a link; the label defaults to BOOK NOW.
		_, p := user.upload("u1", "club.webm", append([]byte{0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84}, "webm"...))
		upID := p["upload"].(map[string]any)["id"].(string)
		all := admin.want(200, "GET", "/api/v1/admin/uploads", nil)["uploads"].([]any)
		if len(all) != 1 || all[0].(map[string]any)["id"] != upID {
			t.Fatalf("admin uploads = %v", all)
		}
		created := admin.want(201, "POST", "/api/v1/admin/ads", map[string]any{"title": "Club night", "uploadId": upID,
			"linkUrl": "https://club.example.com/tickets", "weight": 3, "active": true})
		id := fmt.Sprint(created["id"])
		if created["videoUrl"] != p["upload"].(map[string]any)["url"] || created["linkLabel"] != "BOOK NOW" || created["weight"] != 3.0 {
			t.Errorf("created ad = %v", created)
		}
		if cur := visitor.want(200, "GET", "/api/v1/ads/current", nil); cur["videoUrl"] != created["videoUrl"] || cur["linkUrl"] != "https://club.example.com/tickets" {
			t.Errorf("current ad = %v", cur)
		}

		// Bad input is refused with the fields named.
		bad := wantProblem(t, admin, 400, "invalid", "POST", "/api/v1/admin/ads", map[string]any{"videoUrl": "javascript:alert(1)",
			"linkUrl": "ftp://x", "weight": 1, "active": true})
		if bad.Fields["videoUrl"] == "" || bad.Fields["linkUrl"] == "" {
			t.Errorf("bad ad = %+v", bad)
		}
		wantProblem(t, admin, 404, "not_found", "PUT", "/api/v1/admin/ads/99999", ad)

		// Dates: an ad that ended long ago does not play; edit, then retire.
		updated := admin.want(200, "PUT", "/api/v1/admin/ads/"+id, map[string]any{"uploadId": upID, "weight": 5, "active": true,
			"startsAt": "2020-01-01T00:00:00Z", "endsAt": "2020-02-01T00:00:00Z"})
		if updated["weight"] != 5.0 || updated["endsAt"] == nil {
			t.Errorf("updated = %v", updated)
		}
		if cur := visitor.want(200, "GET", "/api/v1/ads/current", nil); cur["default"] != true {
			t.Errorf("an ended ad plays: %v", cur)
		}
		admin.want(200, "PUT", "/api/v1/admin/ads/"+id, map[string]any{"uploadId": upID, "weight": 5, "active": true})
		if retired := admin.want(200, "POST", "/api/v1/admin/ads/"+id+"/retire", nil); retired["active"] != false {
			t.Errorf("retired = %v", retired)
		}
		if cur := visitor.want(200, "GET", "/api/v1/ads/current", nil); cur["default"] != true {
			t.Errorf("a retired ad plays: %v", cur)
		}
		if ads := admin.want(200, "GET", "/api/v1/admin/ads", nil)["ads"].([]any); len(ads) != 1 {
			t.Errorf("ads = %v", ads)
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
