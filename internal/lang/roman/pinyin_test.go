package roman

import "testing"

func TestPinyinMarks(t *testing.T) {
	tests := []struct{ in, want string }{
		{"zhong1 guo2", "zhōng guó"},
		{"lv3 xing2", "lǚ xíng"},
		{"nu:3 er2", "nǚ ér"},
		{"hao3", "hǎo"},
		{"gou3 xiu4", "gǒu xiù"},
		{"liu2", "liú"},
		{"de5", "de"},
		{"Bei3jing1", "Běijīng"},
		{"ma, 2024 nian2", "ma, 2024 nián"},
		{"m2", "m2"},
		{"Ai4", "Ài"},
	}
	for _, tt := range tests {
		if got := PinyinMarks(tt.in); got != tt.want {
			t.Errorf("PinyinMarks(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
