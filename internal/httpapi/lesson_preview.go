package httpapi

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"html/template"
	"net/http"
	"time"

	"github.com/storyglot/storyglot/internal/lessons"
	"github.com/storyglot/storyglot/internal/study"
)

// A lesson page paints its lesson before its code has loaded (decision
// 0034). /flashcards?story={id} is the app's shell, whose page
// appears only once some 200 KB of code has arrived and run: seconds on a
// phone. For the story's owner the server adds, above the app's root, the
// lesson's title and the card the study round opens with, laid out as the
// page lays them out; the page removes it once it has rendered the lesson
// itself (web/src/lib/lesson-preview.ts). Anyone else, or any failure, gets
// the plain shell: the preview is never worth an error or a slow page.

// previewPath is the page that gets a preview, and previewPage the HTML it
// is painted into: the page's shell made to paint before the app's code runs
// (its stylesheet inline, the app started after the first paint), as the
// public pages are (web/scripts/prerender.mjs).
const (
	previewPath = "/flashcards"
	previewPage = "/_preview" + previewPath + ".html"
)

// previewBudget bounds the reads a preview may cost the page.
const previewBudget = 300 * time.Millisecond

// lessonPreview is what the page paints first.
type lessonPreview struct {
	Title, Front string
	Target       string // the lesson's language, for lang=
	TitleOnly    bool
}

// The preview covers the page (fixed) until the app removes it, so what the
// app renders beneath it meanwhile (its spinner) is never seen and nothing
// moves. Its classes are those of the review page's title and card
// (web/src/features/flashcards/review-page.tsx, components/lesson-title.tsx,
// components/review-session.tsx), so the text stands as large as it will.
// aria-hidden: assistive technology waits for the live page.
var previewTemplate = template.Must(template.New("preview").Parse(
	`<div id="lesson-preview" aria-hidden="true" class="fixed inset-0 z-50 overflow-hidden bg-canvas">` +
		`<div class="mx-auto w-full max-w-3xl px-4 pt-20 sm:px-6 sm:pt-28">` +
		`<h1 lang="{{.Target}}" class="font-display text-2xl font-semibold tracking-tight text-balance break-words sm:text-4xl">{{.Title}}</h1>` +
		`{{if not .TitleOnly}}<div class="mt-8 rounded-2xl border border-line bg-surface p-5 sm:mt-16">` +
		`<p lang="{{.Target}}" class="mt-5 font-display text-2xl font-semibold text-balance sm:text-3xl">{{.Front}}</p>` +
		`</div>{{end}}</div></div>`))

// withLessonPreview serves previewPath with the preview when it can, and
// everything else (and that page when it cannot) as ui does.
func (s *Server) withLessonPreview(ui *spa) http.Handler {
	var next http.Handler = ui
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		shell, ok := ui.files[previewPage]
		story := r.URL.Query().Get("story")
		if r.URL.Path != previewPath || !ok || story == "" || r.Method != http.MethodGet {
			next.ServeHTTP(w, r)
			return
		}
		ctx, cancel := context.WithTimeout(r.Context(), previewBudget)
		defer cancel()
		p, data, ok := s.previewOf(ctx, r, story)
		if !ok {
			next.ServeHTTP(w, r)
			return
		}
		var fragment bytes.Buffer
		if err := previewTemplate.Execute(&fragment, p); err != nil {
			next.ServeHTTP(w, r)
			return
		}
		// JSON as encoding/json writes it escapes <, > and &: it cannot end
		// the element early. A data block is not run, so the page's CSP allows it.
		fragment.WriteString(`<script type="application/json" id="` + lessonDataID + `">`)
		fragment.Write(data)
		fragment.WriteString(`</script>`)
		// The learner's own lesson: for them only, and never kept.
		w.Header().Add("Vary", "Cookie")
		servePainted(w, r, shell, fragment.Bytes(), "private, no-store")
	})
}

// servePainted sends the paint-first page shell with fragment above its
// app's root, gzipped when the client takes it.
func servePainted(w http.ResponseWriter, r *http.Request, shell *asset, fragment []byte, cache string) {
	body := bytes.Replace(shell.body, []byte(`<div id="root"></div>`), append(fragment, `<div id="root"></div>`...), 1)
	h := w.Header()
	h.Set("Content-Type", shell.contentType)
	h.Set("Cache-Control", cache)
	h.Add("Vary", "Accept-Encoding")
	if shell.csp != "" {
		h.Set("Content-Security-Policy", shell.csp)
	}
	if !acceptsGzip(r) {
		_, _ = w.Write(body)
		return
	}
	h.Set("Content-Encoding", "gzip")
	zw, _ := gzip.NewWriterLevel(w, gzip.BestSpeed)
	_, _ = zw.Write(body)
	_ = zw.Close()
}

// lessonData is the lesson page's first two answers, as the API gives them
// (GET /api/v1/stories/{id}/flashcards and /study-queue), sent in the page
// (decision 0054): the app renders the lesson with its first render, instead
// of rendering a spinner, asking, and rendering the page again when each
// answer arrives (two round trips and two long tasks on a phone).
type lessonData struct {
	Flashcards any `json:"flashcards"`
	Queue      any `json:"queue"`
}

// lessonDataID is the element that carries it (web/src/app/seed-lesson-data.ts).
const lessonDataID = "lesson-data"

// previewOf is the preview of story for the caller of r: its title and the
// card the study round opens with (the study queue's first due or new card,
// as the page orders it), and the lesson's data for the app (JSON). ok is
// false when the caller may not see the story, its lesson is not complete,
// or a read fails or runs out of time.
func (s *Server) previewOf(ctx context.Context, r *http.Request, storyID string) (lessonPreview, []byte, bool) {
	if s.Lessons == nil || s.Study == nil || len(storyID) > 64 {
		return lessonPreview{}, nil, false
	}
	id, err := s.requestIdentity(r.WithContext(ctx))
	if err != nil {
		return lessonPreview{}, nil, false
	}
	if _, ok := id.account(); !ok {
		return lessonPreview{}, nil, false
	}
	// The API's own handlers, as this caller: the page gets what it would ask for.
	ctx = context.WithValue(ctx, identityKey{}, id)
	lesson, err := s.getFlashcards(ctx, &storyIDInput{ID: storyID})
	if err != nil || lesson.Body.Story.Status != string(lessons.StatusCompleted) {
		return lessonPreview{}, nil, false
	}
	// The learner's time zone is not known yet; UTC decides only which
	// cards count as due today, and only near midnight. The app asks again
	// with its own and keeps this answer when it is the same.
	queue, err := s.getStudyQueue(ctx, &studyQueueInput{ID: storyID})
	if err != nil {
		return lessonPreview{}, nil, false
	}
	data, err := json.Marshal(lessonData{Flashcards: lesson.Body, Queue: queue.Body})
	if err != nil {
		return lessonPreview{}, nil, false
	}
	st := lesson.Body.Story
	p := lessonPreview{Title: st.Title, Target: st.TargetLanguage, TitleOnly: true}
	for _, it := range queue.Body.Cards {
		if it.Group == string(study.GroupLater) {
			continue
		}
		for _, c := range lesson.Body.Flashcards {
			if c.ID == it.CardID {
				p.Front, p.TitleOnly = c.Front, false
				break
			}
		}
		break
	}
	return p, data, true
}
