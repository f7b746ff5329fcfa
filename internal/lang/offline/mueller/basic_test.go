package mueller

import (
	"strings"
	"testing"
)

// TestBasicConfirms is the class "the everyday sense listed late": Müller
// gives письмо as letter's third sense (after буква, литера) and message's
// second; FreeDict's everyday English–Russian list gives letter → письмо,
// which puts letter first. A rare word it lists (sandbank → банка) is not
// promoted.
func TestBasicConfirms(t *testing.T) {
	basic, err := ReadBasic(strings.NewReader("letter /letər/\n1. письмо\n2. буква\nsandbank /sændbæŋk/\nбанка\nlie down /lai daun/\nлечь\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !basic["письмо|letter"] || !basic["буква|letter"] || basic["лечь|lie down"] {
		t.Fatalf("basic = %v", basic)
	}
	rev, err := Reverse(strings.NewReader("letter\n   1. _n.\n      1) буква\n      2) литера\n      3) письмо\nmessage\n   _n.\n   1) сообщение\n   2) послание, письмо\njar\n   _I [dʒɑ:] _n. дребезжание\n   _II [dʒɑ:] _n. банка\nsandbank\n   _n. песчаная отмель, банка\n"))
	if err != nil {
		t.Fatal(err)
	}
	d := &Dict{path: "sample", basic: basic, Rank: func(w string) int {
		return map[string]int{"letter": 900, "message": 800}[w] + 10000*btoi(w != "letter" && w != "message")
	}}
	d.once.Do(func() { d.build(rev) })
	if got, tier, _ := d.LookupTier("письмо", 6); len(got) == 0 || got[0] != "letter" || tier > 1 {
		t.Errorf("письмо = %v tier %d, want letter first, tier 1", got, tier)
	}
	if got, _ := d.Lookup("банка", 6); len(got) == 0 || got[0] != "jar" {
		t.Errorf("банка = %v, want jar first", got)
	}
}
