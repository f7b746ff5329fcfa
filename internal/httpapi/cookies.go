package httpapi

import (
	"net/http"
	"time"

	"github.com/storyglot/storyglot/internal/auth"
)

// cookieInfo is one cookie the server sets, as the privacy policy lists it
// (GET /meta cookies): the page's list is this table, and cookie() refuses a
// name that is not in it, so a new cookie cannot go unsaid (decision 0038).
type cookieInfo struct {
	Name    string `json:"name"`
	Purpose string `json:"purpose" enum:"session,guest,device,oauth" doc:"What it is for; the page says it in the reader's language"`
	Seconds int    `json:"seconds" doc:"How long it lasts at most"`
}

func cookieTable(c auth.Config) []cookieInfo {
	return []cookieInfo{
		{Name: sessionCookie, Purpose: "session", Seconds: int(c.SessionAbsolute / time.Second)},
		{Name: guestCookie, Purpose: "guest", Seconds: int(c.GuestLifetime / time.Second)},
		{Name: deviceCookie, Purpose: "device", Seconds: int(auth.DeviceLifetime / time.Second)},
		{Name: oauthCookie, Purpose: "oauth", Seconds: int(oauthCookieLifetime / time.Second)},
	}
}

// knownCookie reports whether name is in the privacy policy's table (the
// table itself, so that the list and the check cannot drift apart).
func knownCookie(name string) bool {
	for _, c := range cookieTable(auth.Config{}) {
		if c.Name == name {
			return true
		}
	}
	return false
}

type cookiesOutput struct {
	SetCookie []http.Cookie `header:"Set-Cookie"`
}
