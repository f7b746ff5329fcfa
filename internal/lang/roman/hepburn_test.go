package roman

import "testing"

func TestHepburn(t *testing.T) {
	tests := []struct{ in, want string }{
		{"トーキョー", "tōkyō"},
		{"ワタシ ワ ガクセー デス", "watashi wa gakusē desu"},
		{"きって", "kitte"},
		{"マッチャ", "matcha"},
		{"シャシン", "shashin"},
		{"チョット", "chotto"},
		{"ジュース", "jūsu"},
		{"キンエン", "kin'en"},
		{"コンヤ", "kon'ya"},
		{"ティーシャツ", "tīshatsu"},
		{"ファミリー", "famirī"},
		{"ウィキ", "wiki"},
		{"フジサン", "fujisan"},
		{"ツヅク", "tsuzuku"},
		{"ニホン、123!", "nihon、123!"},
		{"アッ", "a"},
		{"ンー", "n"},
		{"ーア", "a"},
		{"ッー", ""},
		{"すごーい", "sugōi"},
		// Counters' sound changes arrive as kana (ja/counters.go).
		{"イッポン", "ippon"},
		{"ジュッポン", "juppon"},
		{"イッチョー", "itchō"},
		{"サンボン", "sanbon"},
		{"ハッセン", "hassen"},
	}
	for _, tt := range tests {
		if got := Hepburn(tt.in); got != tt.want {
			t.Errorf("Hepburn(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
