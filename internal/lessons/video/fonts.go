package video

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// script is the writing system that decides which font draws a string;
// drawtext has no font fallback, so one font must hold every glyph.
type script int

const (
	scriptLatin script = iota // also Greek, IPA and anything else
	scriptCyrillic
	scriptCJK // Han, kana, Hangul
	scriptDevanagari
	scriptArabic
	scriptBold // the wordmark
)

func (s script) String() string {
	return [...]string{"Latin", "Cyrillic", "CJK", "Devanagari", "Arabic", "bold Latin"}[s]
}

// knownFonts are the Debian paths of fonts-noto-core and fonts-noto-cjk,
// tried before fontconfig. Collections (.ttc) are drawn with their first
// face: Noto Sans CJK JP, which holds the Chinese and Korean glyphs too.
var knownFonts = map[script][]string{
	scriptLatin:      {"/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"},
	scriptCyrillic:   {"/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"},
	scriptCJK:        {"/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "/usr/share/fonts/opentype/noto-cjk/NotoSansCJK-Regular.ttc"},
	scriptDevanagari: {"/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf"},
	scriptArabic:     {"/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf"},
	scriptBold:       {"/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf"},
}

// fcLang is the fontconfig language that asks for a font of the script.
var fcLang = map[script]string{
	scriptLatin: "en", scriptCyrillic: "ru", scriptCJK: "ja", scriptDevanagari: "hi", scriptArabic: "ar", scriptBold: "en",
}

// fontSet resolves and remembers one font file per script.
type fontSet struct {
	path, family string

	mu    sync.Mutex
	found map[script]string
}

func newFontSet(path, family string) *fontSet {
	return &fontSet{path: path, family: family, found: map[script]string{}}
}

// file returns the font file for s: the configured FontPath, the known
// Noto file, or what fc-match proposes for the script's language.
func (f *fontSet) file(ctx context.Context, s script) (string, error) {
	if f.path != "" {
		return f.path, nil
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if p, ok := f.found[s]; ok {
		return p, nil
	}
	var candidates []string
	if f.family != "" && (s == scriptLatin || s == scriptCyrillic || s == scriptBold) {
		style := ""
		if s == scriptBold {
			style = ":weight=bold"
		}
		candidates = append(candidates, fcMatch(ctx, f.family+":lang="+fcLang[s]+style))
	}
	candidates = append(candidates, knownFonts[s]...)
	pattern := "sans-serif:lang=" + fcLang[s]
	if s == scriptBold {
		pattern += ":weight=bold" // fontconfig falls back to a regular face
	}
	candidates = append(candidates, fcMatch(ctx, pattern))
	for _, p := range candidates {
		if p == "" {
			continue
		}
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
			f.found[s] = p
			return p, nil
		}
	}
	return "", fmt.Errorf("no font for %s text (install fonts-noto-core and fonts-noto-cjk)", s)
}

// fcMatch returns fontconfig's best file for pattern, or "" without
// fontconfig.
func fcMatch(ctx context.Context, pattern string) string {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "fc-match", "-f", "%{file}", pattern)
	var out bytes.Buffer
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil {
		return ""
	}
	return strings.TrimSpace(out.String())
}
