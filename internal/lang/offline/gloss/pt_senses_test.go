package gloss

import "testing"

// TestPtRankSenses: a numbered sense far commoner in English than the first
// comes first; a first sense that is common stays; a late sense does not
// jump ahead (senses written here in por-eng's style).
func TestPtRankSenses(t *testing.T) {
	for _, tt := range []struct {
		senses []string
		want   string
	}{
		{[]string{"exit, way out", "door"}, "door"},
		{[]string{"fresh, recent", "new, novel"}, "new, novel"},
		{[]string{"house", "household"}, "house"},
		{[]string{"behind", "afterwards, next, subsequently"}, "behind"},
		{[]string{"boutique, shop, store", "company, firm", "warehouse"}, "store, shop, boutique"},
		{[]string{"go back, return", "come back", "turn, turn around, turn round"}, "go back, return"},
		{[]string{"abet, aid, assist, help"}, "help, assist, abet, aid"},
	} {
		if got := ptRankSenses(tt.senses); got[0] != tt.want {
			t.Errorf("ptRankSenses(%q)[0] = %q, want %q", tt.senses, got[0], tt.want)
		}
	}
}
