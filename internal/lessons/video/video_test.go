package video

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// needFFmpeg fails in CI and skips elsewhere when ffmpeg is missing.
func needFFmpeg(t *testing.T) {
	t.Helper()
	for _, n := range []string{"ffmpeg", "ffprobe"} {
		if _, err := exec.LookPath(n); err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatalf("%s is not installed (Debian package ffmpeg; run scripts/setup)", n)
			}
			t.Skipf("%s is not installed (Debian package ffmpeg; run scripts/setup)", n)
		}
	}
}

// sineMP3 makes an MP3 of a tone lasting seconds with ffmpeg itself.
func sineMP3(t *testing.T, seconds float64) []byte {
	t.Helper()
	out := filepath.Join(t.TempDir(), "tone.mp3")
	cmd := exec.Command("ffmpeg", "-hide_banner", "-nostdin", "-loglevel", "error", "-f", "lavfi",
		"-i", "sine=f=330:d="+strconv.FormatFloat(seconds, 'f', 2, 64), "-ac", "1", "-c:a", "libmp3lame", "-b:a", "32k", out)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("make mp3: %v: %s", err, msg)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// picture is a 640×480 image (not square, so the crop is exercised).
func picture(t *testing.T, format string) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 640, 480))
	for y := 0; y < 480; y++ {
		for x := 0; x < 640; x++ {
			img.Set(x, y, color.RGBA{uint8(120 + x/8), uint8(160 + y/6), 90, 255})
		}
	}
	for y := 180; y < 300; y++ { // a sun
		for x := 260; x < 380; x++ {
			if (x-320)*(x-320)+(y-240)*(y-240) < 3600 {
				img.Set(x, y, color.RGBA{250, 200, 60, 255})
			}
		}
	}
	var b bytes.Buffer
	var err error
	if format == "jpeg" {
		err = jpeg.Encode(&b, img, &jpeg.Options{Quality: 85})
	} else {
		err = png.Encode(&b, img)
	}
	if err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

type probe struct {
	Streams []struct {
		CodecType string `json:"codec_type"`
		CodecName string `json:"codec_name"`
		Width     int    `json:"width"`
		Height    int    `json:"height"`
	} `json:"streams"`
	Format struct {
		Duration string `json:"duration"`
	} `json:"format"`
}

// probeMP4 runs ffprobe on an MP4; with STORYGLOT_VIDEO_KEEP set to a
// directory, the video and its first frame are kept there for a look.
func probeMP4(t *testing.T, name string, mp4 []byte) (p probe, seconds float64) {
	t.Helper()
	dir := t.TempDir()
	if keep := os.Getenv("STORYGLOT_VIDEO_KEEP"); keep != "" {
		dir = keep
	}
	file := filepath.Join(dir, strings.ReplaceAll(name, "/", "_")+".mp4")
	if err := os.WriteFile(file, mp4, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("ffprobe", "-v", "error", "-show_streams", "-show_format", "-of", "json", file).Output()
	if err != nil {
		t.Fatalf("ffprobe: %v", err)
	}
	if err := json.Unmarshal(out, &p); err != nil {
		t.Fatal(err)
	}
	if os.Getenv("STORYGLOT_VIDEO_KEEP") != "" {
		_ = exec.Command("ffmpeg", "-v", "error", "-y", "-ss", "0.5", "-i", file, "-frames:v", "1", strings.TrimSuffix(file, ".mp4")+".png").Run()
	}
	seconds, err = strconv.ParseFloat(p.Format.Duration, 64)
	if err != nil {
		t.Fatalf("duration %q: %v", p.Format.Duration, err)
	}
	return p, seconds
}

// checkVideo checks the streams, size and duration a player relies on.
func checkVideo(t *testing.T, name string, mp4 []byte, wantSeconds float64) {
	t.Helper()
	p, seconds := probeMP4(t, name, mp4)
	var video, audio int
	for _, s := range p.Streams {
		switch s.CodecType {
		case "video":
			video++
			if s.Width != Width || s.Height != Height {
				t.Errorf("%s: video %d×%d, want %d×%d", name, s.Width, s.Height, Width, Height)
			}
			if s.CodecName != "h264" && s.CodecName != "mpeg4" {
				t.Errorf("%s: video codec %s", name, s.CodecName)
			}
		case "audio":
			audio++
			if s.CodecName != "aac" {
				t.Errorf("%s: audio codec %s, want aac", name, s.CodecName)
			}
		}
	}
	if video != 1 || audio != 1 {
		t.Errorf("%s: %d video and %d audio streams, want 1 and 1", name, video, audio)
	}
	if d := seconds - wantSeconds; d < -0.25 || d > 0.25 {
		t.Errorf("%s: %.2f s, want %.2f s ± 0.25", name, seconds, wantSeconds)
	}
	if limit := int(60_000 * max(wantSeconds, 1)); len(mp4) > limit {
		t.Errorf("%s: %d bytes, want at most %d (60 KB a second)", name, len(mp4), limit)
	}
}

func TestRender(t *testing.T) {
	needFFmpeg(t)
	t.Parallel()
	r := New(Config{})
	tone := sineMP3(t, 2.5)
	tests := []struct {
		name        string
		in          Input
		wantSeconds float64
	}{
		{"audio and image", Input{Lang: "es", Text: "Hola, ¿qué tal? Me llamo María y vivo en Sevilla.", Pronunciation: "ˈola ke ˈtal", Subtitle: "Hello, how are you? My name is María and I live in Seville.", Audio: tone, Image: picture(t, "png")}, 2.5 + tailSeconds},
		{"audio only", Input{Lang: "es", Text: "Hola, ¿qué tal?", Subtitle: "Hello, how are you?", Audio: tone}, 2.5 + tailSeconds},
		{"silent with jpeg", Input{Lang: "fr", Text: "Bonjour !", Image: picture(t, "jpeg")}, silentSeconds},
		{"silent plain", Input{Lang: "de", Text: "Guten Morgen, wie geht es dir?", Subtitle: "Good morning, how are you?"}, silentSeconds},
		{"awkward characters", Input{Lang: "en", Text: "It's \"50%\" off: C:\\temp\\new; [a,b] {x} 'q'\nsecond line %{pts} \\n",
			Pronunciation: "%{eof} : ' \\", Subtitle: "a:b\\c'd%e"}, silentSeconds},
		{"long text", Input{Lang: "en", Text: strings.Repeat("A very long sentence that keeps going and going. ", 12), Subtitle: strings.Repeat("Translation words ", 20), Pronunciation: strings.Repeat("ə ˈlɒŋ ", 30)}, silentSeconds},
		{"zh", Input{Lang: "zh", Text: "我每天早上七点起床，然后喝一杯咖啡。", Pronunciation: "Wǒ měitiān zǎoshang qī diǎn qǐchuáng", Subtitle: "I get up at seven every morning, then drink a cup of coffee."}, silentSeconds},
		{"ja", Input{Lang: "ja", Text: "猫がソファの上で寝ています。", Pronunciation: "neko ga sofa no ue de nete imasu", Subtitle: "Le chat dort sur le canapé."}, silentSeconds},
		{"ar", Input{Lang: "ar", Text: "مرحبا، كيف حالك اليوم؟ أنا بخير، شكرا.", Pronunciation: "marḥaban, kayfa ḥāluka", Subtitle: "Hello, how are you today? I am fine, thanks."}, silentSeconds},
		{"hi", Input{Lang: "hi", Text: "मैं हर सुबह किताब पढ़ता हूँ।", Subtitle: "I read a book every morning."}, silentSeconds},
		{"ru", Input{Lang: "ru", Text: "Каждое утро я пью чай с лимоном.", Pronunciation: "Kazhdoye utro ya p'yu chay s limonom", Subtitle: "Chaque matin je bois du thé au citron."}, silentSeconds},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			mp4, err := r.Render(context.Background(), tt.in)
			if err != nil {
				t.Fatal(err)
			}
			checkVideo(t, tt.name, mp4, tt.wantSeconds)
		})
	}
}

func TestRenderSize(t *testing.T) {
	needFFmpeg(t)
	t.Parallel()
	mp4, err := New(Config{}).Render(context.Background(), Input{Lang: "es", Text: "El perro corre por el parque.",
		Subtitle: "The dog runs through the park.", Audio: sineMP3(t, 4.3), Image: picture(t, "png")})
	if err != nil {
		t.Fatal(err)
	}
	checkVideo(t, "five seconds", mp4, 4.3+tailSeconds)
	if len(mp4) > 300_000 {
		t.Errorf("5 s video is %d bytes, want < 300 KB", len(mp4))
	}
	t.Logf("5 s video: %d bytes", len(mp4))
}

func TestRenderErrors(t *testing.T) {
	needFFmpeg(t)
	t.Parallel()
	ctx := context.Background()
	missing := New(Config{FFmpegPath: filepath.Join(t.TempDir(), "no-ffmpeg")})
	if _, err := missing.Render(ctx, Input{Text: "Hola"}); !errors.Is(err, ErrUnavailable) || !strings.Contains(err.Error(), "ffmpeg is not installed") {
		t.Errorf("missing ffmpeg: %v, want ErrUnavailable", err)
	}
	if err := missing.Available(ctx); !errors.Is(err, ErrUnavailable) {
		t.Errorf("Available: %v, want ErrUnavailable", err)
	}
	r := New(Config{})
	if _, err := r.Render(ctx, Input{Text: " \n "}); err == nil || !strings.Contains(err.Error(), "empty text") {
		t.Errorf("empty text: %v", err)
	}
	if _, err := r.Render(ctx, Input{Text: "Hola", Image: []byte("GIF89a…")}); err == nil || !strings.Contains(err.Error(), "image") {
		t.Errorf("gif: %v", err)
	}
	if _, err := r.Render(ctx, Input{Text: "Hola", Audio: []byte("not an mp3 at all")}); err == nil {
		t.Error("bad audio: no error")
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := r.Render(cancelled, Input{Text: "Hola"}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v, want context.Canceled", err)
	}
}

// TestRenderFontPath proves that a font path is escaped for the filter graph.
func TestRenderFontPath(t *testing.T) {
	needFFmpeg(t)
	t.Parallel()
	font, err := newFontSet("", "").file(context.Background(), scriptLatin)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal(err) // scripts/setup installs the fonts
		}
		t.Skip(err)
	}
	b, err := os.ReadFile(font)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), `it's [a:b], c;d\e`)
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "font.ttf")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	mp4, err := New(Config{FontPath: path}).Render(context.Background(), Input{Text: "Hola"})
	if err != nil {
		t.Fatal(err)
	}
	checkVideo(t, "font path", mp4, silentSeconds)
}
