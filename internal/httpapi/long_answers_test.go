package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/ai/aitest"
)

// TestALongAnswerKeepsItsConnection: an operation with a body that runs
// longer than any read deadline (a Genie wish waits on the AI provider, 6 s
// here, as a real provider's story often does) is answered, and so is the
// next request on the same kept-alive connection. The API framework set a
// 5 s read deadline on every operation with a body and never lifted it; the
// body read already, the deadline ran under the server's background read of
// the connection and, once past, ended the connection's context: the wish
// failed with 500 "context canceled" (logged as abandoned by the client)
// and every later request on the connection failed at once.
func TestALongAnswerKeepsItsConnection(t *testing.T) {
	const story = "Un gato curioso sube al tejado por la noche y mira la luna con mucha calma."
	stand := aitest.New(t, func(r aitest.Request) aitest.Reply {
		rep := aitest.ChatJSON(map[string]string{"story": story})
		rep.Delay = 6 * time.Second
		return rep
	})
	s := startWithAI(t, stand)
	b := newBrowser(t, s.URL)
	b.c.Transport = &http.Transport{MaxConnsPerHost: 1} // one connection, as a browser keeps one alive
	b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
	if r := expect[genieWish](b, 200, "POST", "/api/v1/genie", genieStory()); r.Response != story || r.WishesRemaining != 2 {
		t.Errorf("wish = %+v", r)
	}
	if me := expect[me](b, 200, "GET", "/api/v1/me", nil); me.Wishes != 2 {
		t.Errorf("me after the wish = %+v", me)
	}
}

// TestAWishLeftMidwayIsGivenBack: a learner who leaves while the Genie is
// writing (a closed tab, a cancelled fetch) gets the wish back. Giving it
// back ran its statements on the request's context, which the server ends
// when the client goes: it failed, and the wish was lost.
func TestAWishLeftMidwayIsGivenBack(t *testing.T) {
	asked := make(chan struct{}, 1)
	stand := aitest.New(t, func(r aitest.Request) aitest.Reply {
		select {
		case asked <- struct{}{}:
		default:
		}
		rep := aitest.ChatJSON(map[string]string{"story": "Un gato curioso sube al tejado por la noche y mira la luna."})
		rep.Delay = time.Minute // cut short when the server's request to it is cancelled
		return rep
	})
	s := startWithAI(t, stand)
	b := newBrowser(t, s.URL)
	b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
	body, _ := json.Marshal(genieStory())
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "POST", s.URL+"/api/v1/genie", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	answered := make(chan error, 1)
	go func() {
		res, err := b.c.Do(req)
		if err == nil {
			res.Body.Close()
		}
		answered <- err
	}()
	// The learner leaves once the wish is taken and the Genie is writing.
	select {
	case <-asked:
	case <-time.After(30 * time.Second):
		t.Fatal("the wish never reached the AI provider")
	}
	cancel()
	if err := <-answered; err == nil {
		t.Fatal("the wish was answered before the learner left")
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		m := expect[me](b, 200, "GET", "/api/v1/me", nil)
		if m.Wishes == 3 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("wishes after leaving a wish = %d, want 3 (given back)", m.Wishes)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if st := expect[genieState](b, 200, "GET", "/api/v1/genie", nil); st.WishesRemaining != 3 {
		t.Errorf("the Genie's state after leaving a wish = %+v", st)
	}
}
