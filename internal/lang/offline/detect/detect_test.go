package detect

import (
	"context"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

func TestDetect(t *testing.T) {
	d := New()
	for _, tt := range []struct {
		text string
		want lang.Code
	}{
		{"María entra en un café pequeño y pide un té con leche porque hace frío.", lang.Spanish},
		{"The little dog ran across the street and barked at the postman.", lang.English},
		{"Le petit chat dort sur le canapé pendant que nous mangeons.", lang.French},
		{"Der kleine Hund schläft im Garten, weil die Sonne scheint.", lang.German},
		{"Il ragazzo mangia una pizza con gli amici in piazza ogni sabato.", lang.Italian},
		{"O menino comeu o bolo inteiro e depois foi dormir na cama.", lang.Portuguese},
		{"Каждое утро он ходил в парк и кормил птиц.", lang.Russian},
		{"今日は学校へ行きました。", lang.Japanese},
		{"오늘 학교에 갔어요.", lang.Korean},
		{"我今天去学校了。", lang.Chinese},
		{"ذهبت إلى السوق واشتريت خبزا.", lang.Arabic},
	} {
		got, err := d.Detect(context.Background(), tt.text)
		if err != nil {
			t.Fatal(err)
		}
		if got.Code != tt.want {
			t.Errorf("Detect(%q) = %+v, want %s", tt.text, got, tt.want)
		}
	}
}
