package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"slices"

	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/setup"
)

// runLesson implements `storyglot lesson --target es --native en [--json]
// [--files DIR] < story.txt`: it prints the lesson content of a story made
// by the language engine's one lesson builder (the learner's path): the AI
// provider when STORYGLOT_AI_* configures one, else the offline providers.
func runLesson(ctx context.Context, args []string, stdin io.Reader, stdout io.Writer) error {
	fs := flag.NewFlagSet("lesson", flag.ContinueOnError)
	fs.SetOutput(stdout)
	target := fs.String("target", "", "language of the story (en, es, fr, de, it, pt, ru, ja, ko, zh, ar)")
	native := fs.String("native", "en", "the learner's native language")
	asJSON := fs.Bool("json", false, "print JSON")
	files := fs.String("files", filepath.Join(os.TempDir(), "storyglot-files"), "directory for audio files")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *target == "" {
		return errors.New("lesson: --target is required")
	}
	text, err := io.ReadAll(io.LimitReader(stdin, 1<<20))
	if err != nil {
		return fmt.Errorf("lesson: read story: %w", err)
	}
	store, err := blob.NewLocal(*files)
	if err != nil {
		return fmt.Errorf("lesson: %w", err)
	}
	cfg, err := config.Load("lesson", nil, os.Getenv)
	if err != nil {
		return fmt.Errorf("lesson: %w", err)
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	b, err := setup.Compose(setup.FromConfig(cfg), store, log)
	if err != nil {
		return fmt.Errorf("lesson: %w", err)
	}
	defer b.Close()
	eng := b.Engine
	lc, err := eng.BuildLesson(ctx, lang.LessonRequest{Target: lang.Code(*target), Native: lang.Code(*native), Text: string(text)})
	if err != nil {
		return fmt.Errorf("lesson: %w", err)
	}
	path := func(a *lang.Audio) string {
		if a == nil {
			return ""
		}
		p, _ := store.Path(a.Key)
		return p
	}
	if *asJSON {
		type card struct {
			lang.Card
			AudioPath string `json:"audio_path,omitempty"`
		}
		out := struct {
			lang.LessonContent
			Cards          []card `json:"cards"`
			Words          []card `json:"words,omitempty"`
			TitleAudioPath string `json:"title_audio_path,omitempty"`
		}{LessonContent: lc, TitleAudioPath: path(lc.TitleAudio)}
		for _, c := range lc.Cards {
			out.Cards = append(out.Cards, card{Card: c, AudioPath: path(c.Audio)})
		}
		for _, c := range lc.Words {
			out.Words = append(out.Words, card{Card: c, AudioPath: path(c.Audio)})
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(out)
	}
	fmt.Fprintf(stdout, "%s (%s)\n", lc.Title, lc.PairKey)
	if lc.TitleTranslation != "" {
		fmt.Fprintf(stdout, "  = %s\n", lc.TitleTranslation)
	}
	if lc.WrongLanguage && lc.Detected != nil {
		fmt.Fprintf(stdout, "warning: the text looks like %s, not %s\n", lc.Detected.Code.Name(), lc.Target.Name())
	}
	for _, c := range slices.Concat(lc.Cards, lc.Words) {
		fmt.Fprintf(stdout, "\n%d. %s\n", c.Index+1, c.Text)
		if c.Translation != nil {
			by := " (" + c.Translation.Provider + ")"
			if c.Translation.MachineDraft {
				by = " (" + c.Translation.Provider + ", machine draft)"
			}
			fmt.Fprintf(stdout, "   translation%s: %s\n", by, c.Translation.Text)
			if c.Translation.Note != "" {
				fmt.Fprintf(stdout, "   note: %s\n", c.Translation.Note)
			}
		}
		if c.Pronunciation != nil {
			fmt.Fprintf(stdout, "   pronunciation: %s\n", c.Pronunciation.Display())
		}
		if c.Audio != nil {
			fmt.Fprintf(stdout, "   audio: %s\n", path(c.Audio))
		}
		for _, h := range c.Hints {
			line := h.Word
			if h.Lemma != "" && h.Lemma != h.Word {
				line += " (" + h.Lemma + ")"
			}
			if h.POS != "" {
				line += " [" + h.POS + "]"
			}
			if h.Gloss != "" {
				line += ": " + h.Gloss
			}
			if h.Note != "" {
				line += " — " + h.Note
			}
			fmt.Fprintf(stdout, "   hint: %s\n", line)
		}
		for cp, why := range c.Problems {
			fmt.Fprintf(stdout, "   no %s: %s\n", cp, why)
		}
	}
	if lc.Translation != "" {
		fmt.Fprintf(stdout, "\nStory translation: %s\n", lc.Translation)
	}
	return nil
}
