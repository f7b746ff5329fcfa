package roman

import "testing"

func TestRussian(t *testing.T) {
	tests := []struct{ in, want string }{
		{"каждое утро", "kazhdoye utro"},
		{"он ходил", "on khodil"},
		{"Ешь ещё!", "Yesh yeshcho!"},
		{"Москва", "Moskva"},
		{"жёлтый", "zholtyy"},
		{"объявление", "obyavleniye"},
		{"щука и цапля", "shchuka i tsaplya"},
		{"Юля, 5 лет", "Yulya, 5 let"},
		{"Hello", "Hello"},
	}
	for _, tt := range tests {
		if got := Russian(tt.in); got != tt.want {
			t.Errorf("Russian(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
