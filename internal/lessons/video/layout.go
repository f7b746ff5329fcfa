package video

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Layout of the frame, in pixels.
const (
	marginX     = 22
	imageSide   = Width // the image fills a square at the top
	wordmarkY   = Height - 22
	wordmarkPx  = 15
	maxPronLine = 2
	maxSubLine  = 3
)

var mainSizes = []int{34, 30, 27, 24, 21, 18, 16}

// Colours: a calm indigo-to-teal gradient (brand indigo #4f46e5 darkened)
// with light text.
const (
	colorText     = "0xffffff"
	colorPron     = "0xc7d2fe"
	colorSub      = "0xfde9c9"
	colorWordmark = "0xffffff@0.6"
)

// background draws the gradient from the top left (43,39,102) to the bottom
// right (15,59,71); one frame, so geq costs nothing.
var background = fmt.Sprintf("color=c=black:s=%dx%d:d=1:r=1,format=rgb24,"+
	"geq=r='43-28*(0.8*Y/H+0.2*X/W)':g='39+20*(0.8*Y/H+0.2*X/W)':b='102-31*(0.8*Y/H+0.2*X/W)'", Width, Height)

// plan is pass 1 of a render: the filter graph and the text files it reads.
type plan struct {
	files map[string]string // name in the work directory → content
}

// line is one line of text drawn at a baseline.
type line struct {
	text     string
	font     string
	size     int
	color    string
	baseline int
}

// block is a piece of text wrapped at one size.
type block struct {
	lines []string
	size  int
	lead  int // line height
}

func (b block) height() int { return len(b.lines) * b.lead }

// compose lays out in and returns the graph and its files.
func (r *Renderer) compose(ctx context.Context, in Input) (plan, error) {
	fontOf := func(s string) (string, script, error) {
		sc := detectScript(s)
		f, err := r.fonts.file(ctx, sc)
		return f, sc, err
	}
	mainFont, mainScript, err := fontOf(in.Text)
	if err != nil {
		return plan{}, err
	}
	var pronFont, subFont string
	var pronScript, subScript script
	if in.Pronunciation != "" {
		if pronFont, pronScript, err = fontOf(in.Pronunciation); err != nil {
			return plan{}, err
		}
	}
	if in.Subtitle != "" {
		if subFont, subScript, err = fontOf(in.Subtitle); err != nil {
			return plan{}, err
		}
	}
	markFont, err := r.fonts.file(ctx, scriptBold)
	if err != nil {
		return plan{}, err
	}

	top, bottom := 64, Height-70
	if in.Image != nil {
		top, bottom = imageSide+20, Height-50
	}
	mainB, pronB, subB, gap := fit(in, mainScript, pronScript, subScript, bottom-top)

	total := mainB.height()
	if len(pronB.lines) > 0 {
		total += gap/2 + pronB.height()
	}
	if len(subB.lines) > 0 {
		total += gap + subB.height()
	}
	y := top + (bottom-top-total)/2
	var lines []line
	add := func(b block, font, color string) {
		for _, t := range b.lines {
			// The baseline sits at 0.95 em below the top of a line whose
			// height is b.lead, leaving room for ascenders and descenders.
			base := y + (b.lead-b.size)/2 + int(math.Round(0.95*float64(b.size)))
			lines = append(lines, line{text: t, font: font, size: b.size, color: color, baseline: base})
			y += b.lead
		}
	}
	add(mainB, mainFont, colorText)
	if len(pronB.lines) > 0 {
		y += gap / 2
		add(pronB, pronFont, colorPron)
	}
	if len(subB.lines) > 0 {
		y += gap
		add(subB, subFont, colorSub)
	}
	lines = append(lines, line{text: "Storyglot", font: markFont, size: wordmarkPx, color: colorWordmark, baseline: wordmarkY})

	p := plan{files: map[string]string{}}
	var g bytes.Buffer
	g.WriteString(background)
	if in.Image != nil {
		fmt.Fprintf(&g, "[bg];[0:v]scale=%d:%d:force_original_aspect_ratio=increase,crop=%d:%d,setsar=1,format=rgb24[img];[bg][img]overlay=0:0",
			imageSide, imageSide, imageSide, imageSide)
	}
	for i, l := range lines {
		name := fmt.Sprintf("text%d.txt", i)
		p.files[name] = l.text
		fmt.Fprintf(&g, ",\ndrawtext=fontfile=%s:textfile=%s:expansion=none:fix_bounds=1:fontsize=%d:fontcolor=%s:x=(w-text_w)/2:y=%d-ascent",
			filterValue(l.font), name, l.size, l.color, l.baseline)
	}
	g.WriteString(",\nformat=rgb24[v]\n")
	p.files["graph.txt"] = g.String()
	return p, nil
}

// fit picks the largest text size at which the sentence, pronunciation and
// translation fit in height; at the smallest size the sentence is cut.
func fit(in Input, mainS, pronS, subS script, height int) (mainB, pronB, subB block, gap int) {
	width := Width - 2*marginX
	for i, size := range mainSizes {
		mainB = wrapBlock(in.Text, mainS, size, 1.3, width, 0)
		pronSize := clamp(int(math.Round(float64(size)*0.58)), 14, 18)
		subSize := clamp(int(math.Round(float64(size)*0.62)), 15, 20)
		pronB = wrapBlock(in.Pronunciation, pronS, pronSize, 1.35, width, maxPronLine)
		subB = wrapBlock(in.Subtitle, subS, subSize, 1.35, width, maxSubLine)
		gap = size * 3 / 5
		total := mainB.height() + gap/2 + pronB.height() + gap + subB.height()
		if total <= height {
			return mainB, pronB, subB, gap
		}
		if i == len(mainSizes)-1 {
			room := height - (gap/2 + pronB.height() + gap + subB.height())
			mainB = wrapBlock(in.Text, mainS, size, 1.3, width, max(1, room/mainB.lead))
		}
	}
	return mainB, pronB, subB, gap
}

func clamp(v, lo, hi int) int { return min(max(v, lo), hi) }

// wrapBlock wraps text at size to width; with maxLines > 0 the lines after
// the last are dropped and the last one ends with an ellipsis.
func wrapBlock(text string, sc script, size int, lead float64, width, maxLines int) block {
	b := block{size: size, lead: int(math.Round(float64(size) * lead))}
	if text == "" {
		return b
	}
	b.lines = wrap(text, float64(width)/float64(size))
	if maxLines > 0 && len(b.lines) > maxLines {
		b.lines = b.lines[:maxLines]
		last := []rune(strings.TrimRight(b.lines[maxLines-1], " "))
		for len(last) > 0 && emWidth(string(last)+"…") > float64(width)/float64(size) {
			last = last[:len(last)-1]
		}
		b.lines[maxLines-1] = strings.TrimRight(string(last), " ") + "…"
	}
	return b
}

// wrap breaks text into lines no wider than width em: at spaces, between
// CJK characters (never before closing punctuation), and inside a word only
// when the word alone is too wide. Newlines in text are kept.
func wrap(text string, width float64) []string {
	var lines []string
	for _, para := range strings.Split(text, "\n") {
		para = strings.TrimSpace(para)
		if para == "" {
			continue
		}
		var cur strings.Builder
		curW := 0.0
		flush := func() {
			if s := strings.TrimSpace(cur.String()); s != "" {
				lines = append(lines, s)
			}
			cur.Reset()
			curW = 0
		}
		for _, u := range units(para) {
			w := emWidth(u.text)
			sep := 0.0
			if u.space && cur.Len() > 0 {
				sep = emWidth(" ")
			}
			if cur.Len() > 0 && curW+sep+w > width {
				flush()
				sep = 0
			}
			if w > width { // a word wider than a line: cut it
				for _, r := range u.text {
					rw := runeWidth(r)
					if cur.Len() > 0 && curW+rw > width {
						flush()
					}
					cur.WriteRune(r)
					curW += rw
				}
				continue
			}
			if sep > 0 {
				cur.WriteByte(' ')
			}
			cur.WriteString(u.text)
			curW += sep + w
		}
		flush()
	}
	return lines
}

// unit is a piece of a line that is never broken: a word, or one CJK
// character with any closing punctuation after it.
type unit struct {
	text  string
	space bool // a space precedes it
}

func units(s string) []unit {
	var out []unit
	var cur strings.Builder
	space := false
	end := func() {
		if cur.Len() > 0 {
			out = append(out, unit{text: cur.String(), space: space})
			cur.Reset()
			space = false
		}
	}
	for _, r := range s {
		switch {
		case unicode.IsSpace(r):
			end()
			space = len(out) > 0
		case isClosing(r):
			if cur.Len() == 0 && len(out) > 0 && !space {
				out[len(out)-1].text += string(r)
			} else {
				cur.WriteRune(r)
			}
		case isWide(r):
			end()
			cur.WriteRune(r)
			end()
		default:
			if cur.Len() > 0 {
				if last, _ := utf8.DecodeLastRuneInString(cur.String()); isWide(last) {
					end()
				}
			}
			cur.WriteRune(r)
		}
	}
	end()
	return out
}

// isClosing reports punctuation that must not start a line.
func isClosing(r rune) bool {
	return strings.ContainsRune("。、，．！？：；）」』】〕〉》〙〗ー・…,.!?:;)]}%»”’", r)
}

// isWide reports characters drawn one em wide that may be broken between.
func isWide(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) ||
		r >= 0x3000 && r <= 0x303f || r >= 0xff00 && r <= 0xff60
}

// emWidth estimates the advance of s in em. The estimates are generous,
// as drawtext cannot tell how wide a line came out.
func emWidth(s string) float64 {
	w := 0.0
	for _, r := range s {
		w += runeWidth(r)
	}
	return w
}

func runeWidth(r rune) float64 {
	switch {
	case unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf):
		return 0
	case r == ' ':
		return 0.27
	case isWide(r):
		return 1
	case unicode.Is(unicode.Arabic, r):
		return 0.5
	case unicode.Is(unicode.Devanagari, r):
		return 0.62
	case strings.ContainsRune("il.,:;'!|ijtfrI()[]`¡", r):
		return 0.32
	case strings.ContainsRune("mwMW@ЖШЩЮМмжшщю", r):
		return 0.92
	case unicode.IsUpper(r) || unicode.IsDigit(r):
		return 0.68
	}
	return 0.58
}

// detectScript returns the script a font must cover to draw s; a string
// with any CJK, Arabic or Devanagari goes to that script's font, whose
// Latin glyphs cover the rest.
func detectScript(s string) script {
	var cjk, arabic, deva, cyr bool
	for _, r := range s {
		switch {
		case isWide(r):
			cjk = true
		case unicode.Is(unicode.Arabic, r):
			arabic = true
		case unicode.Is(unicode.Devanagari, r):
			deva = true
		case unicode.Is(unicode.Cyrillic, r):
			cyr = true
		}
	}
	switch {
	case cjk:
		return scriptCJK
	case arabic:
		return scriptArabic
	case deva:
		return scriptDevanagari
	case cyr:
		return scriptCyrillic
	}
	return scriptLatin
}

// cleanText makes s safe for a drawtext text file: valid UTF-8, no control
// characters but newlines, tabs as spaces, runs of spaces collapsed.
func cleanText(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	s = strings.ReplaceAll(s, "\r\n", "\n")
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\n' || r == '\r' || r == '\u2028' || r == '\u2029':
			b.WriteByte('\n')
		case r == '\t':
			b.WriteByte(' ')
		case unicode.IsControl(r):
		default:
			b.WriteRune(r)
		}
	}
	var out []string
	for _, l := range strings.Split(b.String(), "\n") {
		if l = strings.Join(strings.Fields(l), " "); l != "" {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// filterValue escapes v as an option value inside a filter graph: first for
// the option parser (\ ' :), then for the graph parser (\ ' [ ] , ;).
func filterValue(v string) string {
	v = strings.NewReplacer(`\`, `\\`, `'`, `\'`, `:`, `\:`).Replace(v)
	return strings.NewReplacer(`\`, `\\`, `'`, `\'`, `[`, `\[`, `]`, `\]`, `,`, `\,`, `;`, `\;`).Replace(v)
}

// imageExt names the image's format for ffmpeg from its first bytes.
func imageExt(b []byte) (string, error) {
	switch {
	case bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")):
		return ".png", nil
	case bytes.HasPrefix(b, []byte{0xff, 0xd8, 0xff}):
		return ".jpg", nil
	case len(b) >= 12 && string(b[:4]) == "RIFF" && string(b[8:12]) == "WEBP":
		return ".webp", nil
	}
	return "", errors.New("image: not PNG, JPEG or WebP")
}
