package httpapi

import (
	"bytes"
	"context"
	"html/template"
	"net/http"
	"strings"

	"github.com/storyglot/storyglot/internal/lessons"
)

// A shared lesson paints itself before its code has loaded, as a lesson page
// does for its owner (decisions 0034 and 0045). /shared/{token} is the app's
// shell, whose page appears only once the app's code has arrived and run.
// For a token that is shared the server adds, above the app's root, what the
// page shows first: the story's title (and its translation) and its first
// cards, laid out as web/src/features/public-share/shared-story-page.tsx lays
// them out. The page removes it once it shows the story itself. Everything in
// it is what GET /api/v1/shared/{token} gives anyone with the link: nothing
// of the owner. An unknown or revoked token, or any failure, gets the plain
// shell, as before: the app then says the link does not work.

const (
	sharedPrefix      = "/shared/"
	sharedPreviewPage = "/_preview/shared.html"
	// sharedPreviewCards is how many cards the preview shows: those a phone's
	// first screen holds, and some.
	sharedPreviewCards = 4
)

type sharedPreview struct {
	Title, TitleNative string
	Target, Native     string
	Cards              []sharedPreviewCard
}

type sharedPreviewCard struct {
	Front, Back   string
	Pronunciation []string // its words, each kept whole as the page keeps them
	Audio         bool     // the page shows a play button beside the front
	Labelled      bool     // the page labels the back (a machine draft, word by word, the device's)
	Glossed       bool     // the back is the words' glosses, which only the app lays out
	Edited        bool
}

// The preview covers the page (fixed) until the app removes it, so nothing
// moves when it goes. Its classes are the shared page's (an @source in
// index.css keeps them); the lines of the interface's own words (the kicker,
// the card count, the box with "Add to my stories") are kept empty at their
// height, since the interface language is the browser's choice, known only
// to the app. aria-hidden: assistive technology waits for the live page.
var sharedPreviewTemplate = template.Must(template.New("shared").Parse(
	`<div id="shared-preview" aria-hidden="true" class="fixed inset-0 z-50 overflow-hidden bg-canvas">` +
		`<div class="h-[calc(4.25rem+1px)] sm:h-[calc(3.75rem+1px)]"></div>` +
		`<div class="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">` +
		`<p class="text-sm font-semibold tracking-wide text-brand uppercase">&nbsp;</p>` +
		`<h1 lang="{{.Target}}" class="mt-2 font-display text-3xl font-semibold tracking-tight break-words sm:text-4xl">{{.Title}}</h1>` +
		`{{if .TitleNative}}<p lang="{{.Native}}" class="mt-2 text-ink-muted">{{.TitleNative}}</p>{{end}}` +
		`<p class="mt-2 text-sm text-ink-muted">&nbsp;</p>` +
		`<div class="mt-5 rounded-2xl border border-line bg-brand-soft p-4"><p class="text-sm">&nbsp;<br>&nbsp;</p><div class="mt-3 h-10"></div></div>` +
		`<ol class="mt-6 flex flex-col gap-3">` +
		`{{range .Cards}}<li class="rounded-2xl border border-line bg-surface p-4 shadow-sm">` +
		`<div class="flex items-start justify-between gap-3"><p lang="{{$.Target}}" class="text-lg font-semibold break-words">{{.Front}}</p>` +
		`{{if .Audio}}<span class="invisible inline-flex h-9 shrink-0 items-center border px-3"><span class="size-4"></span></span>{{end}}</div>` +
		`{{if .Pronunciation}}<p class="mt-1 text-sm text-ink-muted">{{range $i, $w := .Pronunciation}}{{if $i}} {{end}}<span class="whitespace-nowrap">{{$w}}</span>{{end}}</p>{{end}}` +
		`<div class="mt-2 break-words">{{if .Back}}<div>{{if .Labelled}}<p class="text-xs font-semibold text-accent">&nbsp;</p>{{end}}` +
		`<p lang="{{$.Native}}" class="mt-0.5 text-base">{{.Back}}</p></div>{{else if not .Glossed}}<p class="text-ink-muted">&nbsp;</p>{{end}}</div>` +
		`{{if .Edited}}<p class="mt-1 text-xs font-semibold text-brand">&nbsp;</p>{{end}}` +
		`</li>{{end}}</ol></div></div>`))

// withSharedPreview serves /shared/{token} with the preview when it can, and
// everything else (and that page when it cannot) as next does.
func (s *Server) withSharedPreview(ui *spa, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		shell, ok := ui.files[sharedPreviewPage]
		token, isShared := strings.CutPrefix(r.URL.Path, sharedPrefix)
		if !ok || !isShared || r.Method != http.MethodGet || !lessons.ValidToken(token) || s.Lessons == nil {
			next.ServeHTTP(w, r)
			return
		}
		ctx, cancel := context.WithTimeout(r.Context(), previewBudget)
		defer cancel()
		st, cards, err := s.Lessons.Shared(ctx, token)
		if err != nil {
			next.ServeHTTP(w, r)
			return
		}
		p := sharedPreview{Title: st.Title, TitleNative: st.TitleNative, Target: st.TargetLanguage, Native: st.NativeLanguage}
		for _, c := range cards[:min(len(cards), sharedPreviewCards)] {
			b := toFlashcardBody(c, st.LanguagePair)
			p.Cards = append(p.Cards, sharedPreviewCard{
				Front: c.Front, Back: strings.TrimSpace(c.Back), Pronunciation: strings.Fields(c.Pronunciation),
				Audio: b.AudioURL != "", Labelled: b.DeviceTranslation || b.WordByWord || b.MachineDraft,
				Glossed: c.Kind == "sentence" && len(c.Glosses) > 0, Edited: c.Edited,
			})
		}
		var fragment bytes.Buffer
		if err := sharedPreviewTemplate.Execute(&fragment, p); err != nil {
			next.ServeHTTP(w, r)
			return
		}
		// The same for everyone with the link; asked again each time, so a
		// revoked link stops showing the story at once.
		servePainted(w, r, shell, fragment.Bytes(), "no-cache")
	})
}
