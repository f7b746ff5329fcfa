package cedict

import (
	"os"
	"strings"
	"testing"
)

func dict(t *testing.T) *Dict {
	t.Helper()
	d := New()
	if !d.Available() {
		if os.Getenv("CI") == "true" {
			t.Fatal("CC-CEDICT is not installed (run scripts/setup)")
		}
		t.Skip("CC-CEDICT is not installed (run scripts/setup)")
	}
	return d
}

func TestLookupChoosesTheReadingAndCommonSense(t *testing.T) {
	d := dict(t)
	for _, c := range []struct{ word, reading, pos, want string }{
		{"吃", "chi1", "verb", "to eat"},
		{"猫", "mao1", "noun", "cat"},
		{"喜欢", "xi3huan5", "verb", "to like"},
		{"北京", "bei3jing1", "propn", "Beijing"},
		{"了", "liao3", "verb", "to finish"}, // the reading the segmenter found
		{"觉", "jiao4", "noun", "a nap"},     // 睡觉's 觉, not jué
		{"長", "chang2", "adj", "long"},      // traditional characters too
		{"喂", "wei4", "verb", "to feed"},    // the verb's sense, not "hey"
	} {
		senses, err := d.Lookup(c.word, c.reading, c.pos, 3)
		if err != nil {
			t.Fatal(err)
		}
		if c.pos == "verb" && (len(senses) == 0 || !strings.HasPrefix(senses[0], c.want)) {
			t.Errorf("%s (%s, verb) = %q, want %q first", c.word, c.reading, senses, c.want)
		}
		if !strings.Contains(strings.Join(senses, "; "), c.want) {
			t.Errorf("%s (%s) = %q, want a sense with %q", c.word, c.reading, senses, c.want)
		}
		for _, s := range senses {
			if strings.HasPrefix(s, "CL:") || strings.Contains(s, "[") || strings.HasPrefix(s, "variant of") {
				t.Errorf("%s: sense %q is not a meaning", c.word, s)
			}
		}
	}
	if s, _ := d.Lookup("很高兴", "hen3gao1xing4", "adj", 3); len(s) != 1 || !strings.Contains(s[0], "happy") || !strings.Contains(s[0], " + ") {
		t.Errorf("很高兴, a compound CC-CEDICT does not list = %q, want its pieces' senses", s)
	}
	if s, _ := d.Lookup("☃☃☃", "", "", 3); s != nil {
		t.Errorf("unknown word = %q", s)
	}
	if n, _ := d.Len(); n < 100000 {
		t.Errorf("%d headwords: the data is cut short", n)
	}
}

func TestSenses(t *testing.T) {
	got := Senses([]string{"surname Wang", "king; monarch", "CL:個|个[ge4]", "variant of 王[wang2]", "abbr. for 北京[Bei3 jing1]"})
	want := "king|monarch|abbr. for 北京"
	if strings.Join(got, "|") != want {
		t.Errorf("Senses = %q, want %q", got, want)
	}
	if got := Senses([]string{"surname Wang"}); len(got) != 1 {
		t.Errorf("a surname alone stays: %q", got)
	}
}

// LookupGrouped keeps the synonyms CC-CEDICT writes within one sense
// together; Lookup gives them apart, as before. "To one's surprise" is no
// verb sense (不想 read as a verb does not put it first for being one), a
// classifier's description gives way to its meaning (些 "some, a few"), and
// Kinds tells a common word from a name.
func TestGroupedSensesAndKinds(t *testing.T) {
	d := dict(t)
	g, err := d.LookupGrouped("到达", "dao4da2", "verb", 3)
	if err != nil || len(g) == 0 || g[0] != "to reach; to arrive" {
		t.Errorf("LookupGrouped(到达) = %q, %v", g, err)
	}
	s, _ := d.Lookup("到达", "dao4da2", "verb", 3)
	if len(s) < 2 || s[0] != "to reach" || s[1] != "to arrive" {
		t.Errorf("Lookup(到达) = %q", s)
	}
	if isVerbSense("to one's surprise") || !isVerbSense("to eat") || !isVerbSense("(coll.) to scold") {
		t.Error("isVerbSense: a phrase after \"to\" is not a verb")
	}
	if s, _ := d.Lookup("些", "xie1", "", 1); len(s) != 1 || s[0] != "some, a few, several" {
		t.Errorf("些 = %q, want its meaning, not the classifier's description", s)
	}
	for _, c := range []struct {
		word         string
		common, name bool
	}{{"熊", true, true}, {"冰淇淋", true, false}, {"湯姆", false, true}, {"☃", false, false}} {
		if common, name := d.Kinds(c.word); common != c.common || name != c.name {
			t.Errorf("Kinds(%s) = %v, %v; want %v, %v", c.word, common, name, c.common, c.name)
		}
	}
	if all := strings.Join(d.AllSenses("间"), "|"); !strings.Contains(all, "classifier for rooms") {
		t.Errorf("AllSenses(间) = %q, want its classifier sense", all)
	}
}
