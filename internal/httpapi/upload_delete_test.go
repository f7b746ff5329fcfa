package httpapi_test

import (
	"context"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/blob/s3test"
	"github.com/storyglot/storyglot/internal/config"
)

// Deleting an upload, or the account that made it, removes its file from the
// blob store (local directory and S3) with the file sweep, unless the same
// bytes are still another user's upload or an ad's video; on both databases.
func TestUploadDeletionRemovesFiles(t *testing.T) {
	for _, store := range []string{"local", "s3"} {
		t.Run(store, func(t *testing.T) {
			configure := func(*config.Config) {}
			if store == "s3" {
				blobURL := s3test.Start(t)
				configure = func(c *config.Config) { c.BlobURL = blobURL }
			}
			apptest.ForEachDialect(t, apptest.Options{Configure: configure}, func(t *testing.T, s *apptest.Server) {
				testUploadDeletion(t, s)
			})
		})
	}
}

func testUploadDeletion(t *testing.T, s *apptest.Server) {
	ctx := context.Background()
	ana := signedIn(t, s, "ana@example.com")
	ben := signedIn(t, s, "ben@example.com")
	admin := signedIn(t, s, "ada@example.com")
	if err := s.App.Auth.GrantAdmin(ctx, "ada@example.com"); err != nil {
		t.Fatal(err)
	}
	upload := func(b *browser, key string, size int) (id, url string) {
		t.Helper()
		r := b.upload(key, key+".mp4", fakeMP4(size))
		if r.Status != 201 {
			t.Fatalf("upload %s = %d %s", key, r.Status, r.Body)
		}
		u := decode[uploaded](t, r).Upload
		return u.ID, u.URL
	}
	stored := func(url string) bool {
		t.Helper()
		ok, err := s.App.Blobs.Exists(ctx, url[len("/api/v1/files/"):])
		if err != nil {
			t.Fatal(err)
		}
		return ok
	}
	sweep := func() {
		t.Helper()
		if _, err := s.App.Lessons.SweepFiles(ctx, 0); err != nil {
			t.Fatal(err)
		}
	}

	shared, sharedURL := upload(ana, "shared", 1000) // Ben uploads the same bytes below
	benShared, _ := upload(ben, "shared-too", 1000)
	own, ownURL := upload(ana, "own", 2000)
	adVideo, adURL := upload(ana, "ad", 3000)
	admin.want(201, "POST", "/api/v1/admin/ads", adBody{Title: "Club", UploadID: adVideo, Weight: 1, Active: true})
	balance := balanceOf(t, ana)

	// Only the owner deletes; visitors are asked to sign in.
	wantProblem(t, newBrowser(t, s.URL), 401, "unauthorized", "DELETE", "/api/v1/uploads/"+own, nil)
	wantProblem(t, ben, 404, "not_found", "DELETE", "/api/v1/uploads/"+own, nil)

	for _, id := range []string{own, shared, adVideo} {
		if r := ana.send("DELETE", "/api/v1/uploads/"+id, nil); r.Status != 204 {
			t.Fatalf("delete %s = %d %s", id, r.Status, r.Body)
		}
	}
	wantProblem(t, ana, 404, "not_found", "DELETE", "/api/v1/uploads/"+own, nil)
	if n := len(expect[uploadList](ana, 200, "GET", "/api/v1/uploads", nil).Uploads); n != 0 {
		t.Errorf("Ana still lists %d uploads", n)
	}
	if got := balanceOf(t, ana); got != balance {
		t.Errorf("deleting changed the balance: %v -> %v", balance, got)
	}
	sweep()
	if stored(ownURL) {
		t.Error("the deleted upload's file is still stored")
	}
	if !stored(sharedURL) {
		t.Error("the file Ben's upload still uses was removed")
	}
	if !stored(adURL) {
		t.Error("the file an ad still plays was removed")
	}
	if got, _ := fetch(t, ben, sharedURL); len(got) != 1000 {
		t.Errorf("Ben's video serves %d bytes", len(got))
	}

	// Ben's account goes: with it his upload, and now the shared file.
	ben.want(204, "DELETE", "/api/v1/me", confirmDelete{"ben@example.com"})
	sweep()
	if stored(sharedURL) {
		t.Errorf("the file of an erased account's upload %s is still stored", benShared)
	}
	if !stored(adURL) {
		t.Error("the ad's video was removed")
	}
}
