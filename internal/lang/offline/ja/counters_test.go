package ja

import (
	"context"
	"strconv"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

// TestCounters is the class "a number and its counter are read as one
// word, with the sound changes where they meet": gemination (ippon, ikkai,
// hassatsu), voicing after n (sanbon, sangai), h to p (ippun, sanpun,
// yonpun), counters' own digits (yoji, kuji, yonin) and whole words
// (hitori, hatsuka, hatachi, tsuitachi after a month).
func TestCounters(t *testing.T) {
	j := New()
	wantRomaji(t, j, []struct{ in, want string }{
		{"一本", "ippon"}, {"三本", "sanbon"}, {"四本", "yonhon"}, {"六本", "roppon"}, {"八本", "happon"},
		{"十本", "juppon"}, {"二十本", "nijuppon"}, {"百本", "hyappon"}, {"何本", "nanbon"},
		{"一匹", "ippiki"}, {"三匹", "sanbiki"}, {"一杯", "ippai"}, {"三杯", "sanbai"},
		{"一分", "ippun"}, {"三分", "sanpun"}, {"四分", "yonpun"}, {"五分", "gofun"},
		{"一階", "ikkai"}, {"三階", "sangai"}, {"一回", "ikkai"}, {"三回", "sankai"}, {"六個", "rokko"},
		{"八冊", "hassatsu"}, {"六冊", "rokusatsu"}, {"百冊", "hyakusatsu"}, {"一頭", "ittō"}, {"一か月", "ikkagetsu"},
		{"一人", "hitori"}, {"二人", "futari"}, {"三人", "sannin"}, {"四人", "yonin"},
		{"二日", "futsuka"}, {"二十日", "hatsuka"}, {"十四日", "jūyokka"}, {"十七日", "jūshichinichi"},
		{"四時", "yoji"}, {"七時", "shichiji"}, {"九時", "kuji"}, {"二十歳", "hatachi"}, {"一切れ", "hitokire"},
		{"一日中", "ichinichijū"},
		{"猫が三匹いる。", "neko ga sanbiki iru."},
		{"鉛筆を八本買った。", "enpitsu o happon katta."},
		{"四月一日に行きます。", "shigatsu tsuitachi ni ikimasu."},
		{"一日に三回", "ichinichi ni sankai"},
		{"３本", "sanbon"},
	})
}

// TestNumbers is the class "a written number is read as a whole": places
// with their own sound changes (sanbyaku, roppyaku, happyaku, sanzen,
// hassen, itchō), digits and kanji written digit by digit. Decimals and
// runs that are no number (二三, "two or three") keep kagome's reading.
func TestNumbers(t *testing.T) {
	j := New()
	wantRomaji(t, j, []struct{ in, want string }{
		{"三百", "sanbyaku"}, {"六百", "roppyaku"}, {"八百", "happyaku"}, {"三千", "sanzen"}, {"八千", "hassen"},
		{"二千二十四", "nisennijūyon"}, {"一万", "ichiman"}, {"百万", "hyakuman"}, {"一兆", "itchō"},
		{"2024年", "nisennijūyonen"}, {"二〇二四年", "nisennijūyonen"}, {"1,000円", "sen'en"},
		{"三百円です。", "sanbyakuen desu."},
		{"3.5キロ", "3. 5kiro"},
		{"〇をつける", "〇 o tsukeru"},
	})
	for in, want := range map[string]string{
		"2024": "2024", "二千二十四": "2024", "三百万": "3000000", "一億二千万": "120000000", "二〇〇五": "2005", "十": "10",
	} {
		n, ok := parseNumeral(in)
		v, known := n.value()
		if !ok || !known || want != strconv.FormatUint(v, 10) {
			t.Errorf("parseNumeral(%q) = %v %v, want %s", in, v, ok, want)
		}
	}
	for _, in := range []string{"二三", "百千", "万", "一二十", "十十", "1a"} {
		if _, ok := parseNumeral(in); ok {
			t.Errorf("parseNumeral(%q) succeeded", in)
		}
	}
}

// TestReadingSaysNumbers: espeak-ng reads the kana of Reading, so the
// counters' sound changes must be there too.
func TestReadingSaysNumbers(t *testing.T) {
	j := New()
	for in, want := range map[string]string{"三本": "サンボン", "一分待って。": "イップンマッテ。", "六百円": "ロッピャクエン"} {
		got, err := j.Reading(context.Background(), lang.Japanese, in)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("Reading(%q) = %q, want %q", in, got, want)
		}
	}
	// Words keeps kagome's tokens: the glosser looks 本 up as ホン.
	toks, err := j.Words(context.Background(), lang.Japanese, "三本")
	if err != nil {
		t.Fatal(err)
	}
	if len(toks) != 2 || toks[1].Reading != "ホン" {
		t.Errorf("Words(三本) = %+v", toks)
	}
}
