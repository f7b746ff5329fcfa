package httpapi_test

import (
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/store"
)

// The Genie's questions name the wish pack's price from meta (decision 0008): what
// meta says is what a purchase takes and gives.
func TestMetaTellsTheWishPackAPurchaseCosts(t *testing.T) {
	s := apptest.Start(t, store.SQLite, apptest.Options{})
	b := signedIn(t, s, "wanda@example.com")
	pack := expect[meta](b, 200, "GET", "/api/v1/meta", nil).WishPack
	if pack.Credits <= 0 || pack.Wishes <= 0 {
		t.Fatalf("meta wishPack = %+v", pack)
	}
	before := expect[me](b, 200, "GET", "/api/v1/me", nil)
	after := expect[me](b, 200, "POST", "/api/v1/wishes/purchase", idempotent{"pack-1"})
	if before.Credits-after.Credits != pack.Credits || after.Wishes-before.Wishes != pack.Wishes {
		t.Errorf("purchase took %d credits for %d wishes; meta says %+v",
			before.Credits-after.Credits, after.Wishes-before.Wishes, pack)
	}
}
