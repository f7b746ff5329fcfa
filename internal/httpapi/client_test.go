package httpapi_test

// The test client: requests to the server under test and typed answers.
//
// do sends one request with no cookies; a browser keeps cookies like a
// person's browser. Answers are decoded into Go types with decode (or expect,
// which also checks the status), problem+json bodies with problemOf, so tests
// compare typed fields rather than map[string]any values.

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/httpapi"
)

// response is an answer as it came: its status, headers and raw body.
type response struct {
	Status int
	Header http.Header
	Body   []byte
}

// do sends one request without cookies; headers are name, value pairs. It
// asks for raw bytes, so that compression can be tested.
func do(t *testing.T, method, url string, body string, headers ...string) response {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequestWithContext(context.Background(), method, url, rd)
	if err != nil {
		t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	// The default transport would gunzip transparently; ask for raw bytes.
	tr := &http.Transport{DisableCompression: true}
	res, err := (&http.Client{Transport: tr}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return response{res.StatusCode, res.Header, b}
}

// browser is a client with a cookie jar, like a person's browser.
type browser struct {
	t    *testing.T
	base string
	c    *http.Client
}

func newBrowser(t *testing.T, base string) *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{t: t, base: base, c: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	}}}
}

// want makes a request in b and fails the test unless the answer has the
// status; for the answer's body, see expect.
func (b *browser) want(status int, method, path string, body any) {
	b.t.Helper()
	if r := b.send(method, path, body); r.Status != status {
		b.t.Fatalf("%s %s = %d %s, want %d", method, path, r.Status, r.Body, status)
	}
}

// send makes a request in b and returns the whole answer; headers are
// name, value pairs.
func (b *browser) send(method, path string, body any, headers ...string) response {
	b.t.Helper()
	var rd io.Reader
	if body != nil {
		j, err := json.Marshal(body)
		if err != nil {
			b.t.Fatal(err)
		}
		rd = strings.NewReader(string(j))
	}
	req, err := http.NewRequestWithContext(context.Background(), method, b.base+path, rd)
	if err != nil {
		b.t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	res, err := b.c.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return response{res.StatusCode, res.Header, raw}
}

// raw makes a request without a body in b and returns its parts.
func (b *browser) raw(method, path string) (int, []byte, http.Header) {
	b.t.Helper()
	r := b.send(method, path, nil)
	return r.Status, r.Body, r.Header
}

// expect makes a request in b, fails the test unless the answer has the
// status, and decodes its body into a T.
func expect[T any](b *browser, status int, method, path string, body any) T {
	b.t.Helper()
	r := b.send(method, path, body)
	if r.Status != status {
		b.t.Fatalf("%s %s = %d %s, want %d", method, path, r.Status, r.Body, status)
	}
	return decode[T](b.t, r)
}

// decode decodes a JSON body into a T, failing the test when it cannot.
func decode[T any](t testing.TB, r response) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(r.Body, &v); err != nil {
		t.Fatalf("body is not a %T: %v\n%s", v, err, r.Body)
	}
	return v
}

// problem is a problem+json body (httpapi.Problem as a client reads it).
type problem struct {
	Type             string            `json:"type"`
	Title            string            `json:"title"`
	Status           int               `json:"status"`
	Detail           string            `json:"detail"`
	Code             string            `json:"code"`
	RequestID        string            `json:"requestId"`
	Fields           map[string]string `json:"fields"`
	DetectedLanguage string            `json:"detectedLanguage"`
	Errors           []struct {
		Message  string `json:"message"`
		Location string `json:"location"`
	} `json:"errors"`
}

// problemOf decodes a problem+json body.
func problemOf(t testing.TB, r response) problem {
	t.Helper()
	return decode[problem](t, r)
}

// wantProblemResponse checks a problem+json answer with a status and a code.
func wantProblemResponse(t *testing.T, r response, status int, code string) problem {
	t.Helper()
	if r.Status != status {
		t.Fatalf("status %d, want %d: %s", r.Status, status, r.Body)
	}
	if ct := r.Header.Get("Content-Type"); ct != "application/problem+json" {
		t.Fatalf("content type %q: %s", ct, r.Body)
	}
	p := problemOf(t, r)
	if p.Code != code {
		t.Fatalf("code %v, want %s: %+v", p.Code, code, p)
	}
	return p
}

// wantProblem makes a request in b, fails the test unless the answer has the
// status, and checks and returns its problem+json body.
func wantProblem(t *testing.T, b *browser, status int, code, method, path string, body any) problem {
	t.Helper()
	p := expect[problem](b, status, method, path, body)
	if p.Code != code {
		t.Errorf("%s %s: code %v, want %s (%+v)", method, path, p.Code, code, p)
	}
	return p
}

// Request bodies.

// credentials is the body of register and login.
type credentials struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	Lang     string `json:"lang,omitempty"`
}

// emailBody is a body with at most an address (a guest session, a password
// reset); the zero value is {}.
type emailBody struct {
	Email string `json:"email,omitempty"`
}

// resetConfirm sets a new password with a reset link's token.
type resetConfirm struct {
	Token    string `json:"token"`
	Password string `json:"password"`
}

// confirmDelete deletes one's own account, confirmed by typing the address.
type confirmDelete struct {
	ConfirmEmail string `json:"confirmEmail"`
}

// consume spends a guest's credits.
type consume struct {
	Amount         int    `json:"amount"`
	IdempotencyKey string `json:"idempotencyKey"`
}

// idempotent is a body with only an idempotency key.
type idempotent struct {
	IdempotencyKey string `json:"idempotencyKey"`
}

// newStory is the body of POST /api/v1/stories.
type newStory struct {
	Content        string `json:"content"`
	NativeLanguage string `json:"nativeLanguage"`
	TargetLanguage string `json:"targetLanguage"`
	AnyLanguage    bool   `json:"anyLanguage,omitempty"`
}

// Answers (the server's own body types are unexported: these mirror their
// JSON).

// me is GET /api/v1/me, and the answer of sign-in, guest sessions, wishes.
type me struct {
	Mode                string `json:"mode"`
	Email               string `json:"email"`
	DisplayName         string `json:"displayName"`
	Role                string `json:"role"`
	Credits             int    `json:"credits"`
	Wishes              int    `json:"wishes"`
	WishesDaily         int    `json:"wishesDaily"`
	WishesBonus         int    `json:"wishesBonus"`
	WishesBought        int    `json:"wishesBought"`
	CreditsToRestore    int    `json:"creditsToRestore"`
	GenieArrowDismissed bool   `json:"genieArrowDismissed"`
	LeaderboardOptIn    bool   `json:"leaderboardOptIn"`
}

// story is a lesson (storyBody).
type story struct {
	ID                 string    `json:"id"`
	Title              string    `json:"title"`
	Content            string    `json:"content"`
	NativeLanguage     string    `json:"nativeLanguage"`
	TargetLanguage     string    `json:"targetLanguage"`
	LanguagePair       string    `json:"languagePair"`
	Status             string    `json:"status"`
	LoadingFlashcards  bool      `json:"loadingFlashcards"`
	CreditsCharged     int       `json:"creditsCharged"`
	CreditsRefunded    int       `json:"creditsRefunded"`
	CardsDone          int       `json:"cardsDone"`
	StoryNative        string    `json:"storyNative"`
	TitleNative        string    `json:"titleNative"`
	TitlePhonetic      string    `json:"titlePhonetic"`
	TitleAudioURL      string    `json:"titleAudioUrl"`
	OriginalTitle      string    `json:"originalTitle"`
	WrongLanguage      bool      `json:"wrongLanguage"`
	DetectedLanguage   string    `json:"detectedLanguage"`
	Failure            string    `json:"failure"`
	SoftTimeoutSeconds int       `json:"softTimeoutSeconds"`
	HardTimeoutSeconds int       `json:"hardTimeoutSeconds"`
	CreatedAt          time.Time `json:"createdAt"`
}

// storyCreated is the answer of POST /api/v1/stories.
type storyCreated struct {
	Story           story `json:"story"`
	Credits         int   `json:"credits"`
	ExpectedSeconds int   `json:"expectedSeconds"`
}

// flashcard is a card of a lesson, the server's own type.
type flashcard = httpapi.FlashcardFields

// flashcards is GET /api/v1/stories/{id}/flashcards.
type flashcards struct {
	Story      story       `json:"story"`
	Flashcards []flashcard `json:"flashcards"`
}

// storyList is GET /api/v1/stories.
type storyList struct {
	Stories []story `json:"stories"`
	Next    string  `json:"next"`
	Pairs   []struct {
		Pair   string `json:"pair"`
		Target string `json:"targetLanguage"`
	} `json:"pairs"`
	Total *int `json:"total"`
	Due   []struct {
		StoryID string `json:"storyId"`
		Due     int    `json:"due"`
		New     int    `json:"new"`
	} `json:"due"`
}

// outbox is GET /api/v1/admin/outbox.
type outbox struct {
	Messages []struct {
		To       string  `json:"to"`
		Template string  `json:"template"`
		Link     *string `json:"link"` // present and empty unless the link is safe to show
		Status   string  `json:"status"`
	} `json:"messages"`
}

// review is the body of POST /api/v1/reviews with the learner's own grade
// (the review mode); the other modes' bodies, each with its own few fields,
// stay maps where they are sent.
type review struct {
	CardID         string     `json:"cardId"`
	Mode           string     `json:"mode"`
	Grade          int        `json:"grade"`
	IdempotencyKey string     `json:"idempotencyKey"`
	TZOffset       int        `json:"tzOffset,omitempty"`
	ReviewedAt     *time.Time `json:"reviewedAt,omitempty"`
}

// creditPack is a pack of credits on sale.
type creditPack struct {
	ID         string `json:"id"`
	Credits    int    `json:"credits"`
	PriceCents int    `json:"priceCents"`
	Currency   string `json:"currency"`
	BestValue  bool   `json:"bestValue"`
}

// meta is GET /api/v1/meta.
type meta struct {
	Version      string       `json:"version"`
	GoogleSignIn bool         `json:"googleSignIn"`
	AIStories    bool         `json:"aiStories"`
	Packs        []creditPack `json:"packs"`
	Payments     bool         `json:"payments"`
	Retention    struct {
		AnalyticsDays int `json:"analyticsDays"`
		ErrorLogDays  int `json:"errorLogDays"`
	} `json:"retention"`
	Pictures bool `json:"pictures"`
	Limits   struct {
		StoryChars    int `json:"storyChars"`
		MinStoryChars int `json:"minStoryChars"`
	} `json:"limits"`
	WishPack struct {
		Credits int `json:"credits"`
		Wishes  int `json:"wishes"`
	} `json:"wishPack"`
}

// currentAd is GET /api/v1/ads/current.
type currentAd struct {
	VideoURL  string `json:"videoUrl"`
	LinkURL   string `json:"linkUrl"`
	LinkLabel string `json:"linkLabel"`
	Default   bool   `json:"default"`
}
