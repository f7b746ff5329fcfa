package roman

import "testing"

func TestKorean(t *testing.T) {
	tests := []struct{ in, want string }{
		{"한국어", "hangugeo"},
		{"안녕하세요", "annyeonghaseyo"},
		{"감사합니다", "gamsahamnida"},
		{"한국말", "hangungmal"},
		{"신라", "silla"},
		{"종로", "jongno"},
		{"좋고", "joko"},
		{"같이", "gachi"},
		{"굳이", "guji"},
		{"읽어", "ilgeo"},
		{"좋아요", "joayo"},
		{"축하", "chuka"},
		{"서울", "seoul"},
		{"부산", "busan"},
		{"설날", "seollal"},
		{"백마", "baengma"},
		{"먹는", "meongneun"},
		{"학교에 가요.", "hakgyoe gayo."},
		{"라면", "ramyeon"},
		{"없어요", "eopseoyo"},
		{"값", "gap"},
		{"ABC 김치!", "ABC gimchi!"},
	}
	for _, tt := range tests {
		if got := Korean(tt.in); got != tt.want {
			t.Errorf("Korean(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
