package lessons

import (
	"bytes"
	"context"
	"strings"
	"unicode"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lessons/export"
)

// Export formats.
const (
	FormatAPKG = "apkg"
	FormatCSV  = "csv"
)

// ExportFile is a finished export.
type ExportFile struct {
	Name        string // file name offered for download
	ContentType string
	Data        []byte
}

// MaxExportStories bounds "Export all".
const MaxExportStories = 500

// Export writes one story of owner (storyID set) as a deck named after it, or
// every finished story of owner as subdecks of "Storyglot" (storyID empty).
// An Anki package keeps each card's scheduling and review log.
// A lesson still being made cannot be exported on its own (conflict).
//
// filesBase is the site's public URL: the CSV's audio column holds absolute
// links to the audio files (served without a session), usable outside the app.
func (s *Service) Export(ctx context.Context, owner domain.Account, storyID, format, filesBase string) (ExportFile, error) {
	if format != FormatAPKG && format != FormatCSV {
		return ExportFile{}, domain.Titled(domain.CodeInvalid, "Unknown Export Format", "Choose apkg (Anki) or csv.")
	}
	var stories []Story
	name := "storyglot-stories"
	if storyID != "" {
		st, err := s.Get(ctx, owner, storyID)
		if err != nil {
			return ExportFile{}, err
		}
		if st.Status != StatusCompleted {
			return ExportFile{}, domain.Titled(domain.CodeConflict, "Lesson Still Being Made",
				"This lesson is still being made, so it cannot be exported yet. Please wait until it is ready.")
		}
		stories, name = []Story{st}, "storyglot-"+fileSlug(st.Title)
	} else {
		all, err := s.List(ctx, owner, MaxExportStories)
		if err != nil {
			return ExportFile{}, err
		}
		for _, st := range all {
			if st.Status == StatusCompleted {
				stories = append(stories, st)
			}
		}
		if len(stories) == 0 {
			return ExportFile{}, domain.Titled(domain.CodeNotFound, "Nothing to Export", "You have no finished lessons yet.")
		}
	}
	decks := make([]export.Deck, 0, len(stories))
	for _, st := range stories {
		cards, err := s.Cards(ctx, st.ID, 0)
		if err != nil {
			return ExportFile{}, err
		}
		d := export.Deck{ID: st.ID, Name: deckName(st.Title)}
		if storyID == "" {
			d.Name = "Storyglot::" + d.Name
		}
		var memory map[string]*export.Memory
		var reviews map[string][]export.Review
		if format == FormatAPKG {
			if memory, reviews, err = s.history(ctx, owner, st.ID); err != nil {
				return ExportFile{}, err
			}
		}
		for _, c := range cards {
			d.Notes = append(d.Notes, export.Note{ID: c.ID, Front: c.Front, Back: backText(c), Pronunciation: c.Pronunciation,
				Hints: hintText(c.Hints), AudioKey: c.AudioKey, AudioURL: fileURL(filesBase, c.AudioKey), ImageKey: c.ImageKey,
				Memory: memory[c.ID], Reviews: reviews[c.ID]})
		}
		decks = append(decks, d)
	}
	var buf bytes.Buffer
	out := ExportFile{Name: name + "." + format}
	if format == FormatCSV {
		out.ContentType = "text/csv; charset=utf-8"
		if err := export.CSV(&buf, decks); err != nil {
			return ExportFile{}, err
		}
	} else {
		out.ContentType = "application/apkg"
		if err := export.APKG(ctx, &buf, decks, s.blobs.Open, s.now()); err != nil {
			return ExportFile{}, err
		}
	}
	out.Data = buf.Bytes()
	return out, nil
}

// Labels of an exported back that is not a translation (product §6).
const (
	GlossesLabel    = "Word glosses (not a translation): "
	WordByWordLabel = "Word by word (not a translation): "
)

// backText is a card's back as an export holds it: its translation; where
// the pair has none, its words with their glosses under their own label
// (and an older card's word-by-word line under its own).
func backText(c Card) string {
	wbw, _ := lang.DescribeTranslator(c.BackProvider)
	switch {
	case c.Kind != lang.KindSentence || c.Edited:
		return c.Back
	case wbw && c.Back != "":
		return WordByWordLabel + c.Back
	case c.Back == "" && len(c.Glosses) > 0:
		return GlossesLabel + lang.GlossLine(c.Glosses)
	}
	return c.Back
}

// deckName keeps a title from nesting decks ("::" separates Anki subdecks).
func deckName(title string) string {
	n := strings.TrimSpace(strings.ReplaceAll(title, "::", ":"))
	if n == "" {
		return "Story"
	}
	return n
}

func hintText(hints []lang.Hint) string {
	lines := make([]string, 0, len(hints))
	for _, h := range hints {
		w := h.Word
		if h.Lemma != "" && h.Lemma != h.Word {
			w += " (" + h.Lemma + ")"
		}
		line := w
		if h.Gloss != "" {
			line += " — " + h.Gloss
		}
		if h.Note != "" {
			line += ": " + h.Note
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

func fileURL(base, key string) string {
	if key == "" {
		return ""
	}
	return strings.TrimRight(base, "/") + "/api/v1/files/" + key
}

// fileSlug is a file name part from a title: its letters and digits in any
// script (猫はまど, über, кот), lower case, other runs as one dash, at most
// 40 letters. Safe in a file name on every system: no separators, dots or
// control characters.
func fileSlug(title string) string {
	var b strings.Builder
	dash, n := false, 0
	for _, r := range strings.ToLower(title) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r) {
			b.WriteRune(r)
			dash = false
			n++
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
		if n >= 40 {
			break
		}
	}
	s := strings.Trim(b.String(), "-")
	if s == "" {
		return "story"
	}
	return s
}
