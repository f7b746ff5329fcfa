package mail

import (
	"strings"
	"testing"
)

func TestEveryLanguageRendersItsOwnWords(t *testing.T) {
	c, err := loadCatalog()
	if err != nil {
		t.Fatal(err)
	}
	link := "https://storyglot.example/confirm?token=abc&next=%2Fstudy"
	data := map[string]string{"Link": link, "DisplayName": "Mei <b>Li</b>"}
	tests := []struct {
		template string
		subject  map[string]string // the English subject is the product's wording
		note     string            // English sentence that only this template has
	}{
		{TemplateConfirmEmail, map[string]string{"en": "Confirm your Storyglot account"}, ""},
		{TemplateResetPassword, map[string]string{"en": "Reset your Storyglot password"}, "valid for 1 hour"},
	}
	for _, tt := range tests {
		en, err := c.render("en", tt.template, data)
		if err != nil {
			t.Fatalf("en/%s: %v", tt.template, err)
		}
		if en.Subject != tt.subject["en"] {
			t.Errorf("en/%s subject = %q, want %q", tt.template, en.Subject, tt.subject["en"])
		}
		if tt.note != "" && (!strings.Contains(en.Text, tt.note) || !strings.Contains(en.Text, "ignore")) {
			t.Errorf("en/%s text should say the link is %s and that the mail can be ignored:\n%s", tt.template, tt.note, en.Text)
		}
		for _, lang := range Languages() {
			t.Run(tt.template+"/"+lang, func(t *testing.T) {
				r, err := c.render(lang, tt.template, data)
				if err != nil {
					t.Fatal(err)
				}
				if r.Subject == "" || strings.Contains(r.Text+r.HTML, "<no value>") {
					t.Errorf("empty subject or missing value:\n%s", r.Text)
				}
				if !strings.Contains(r.Subject, "Storyglot") {
					t.Errorf("subject %q does not name Storyglot", r.Subject)
				}
				if !strings.Contains(r.Text, link) || !strings.Contains(r.Text, "Mei <b>Li</b>") {
					t.Errorf("text lacks the link or the name:\n%s", r.Text)
				}
				// The HTML has the link as a button and as text, escaped, and escapes the name.
				escaped := strings.ReplaceAll(link, "&", "&amp;")
				if strings.Count(r.HTML, `href="`+escaped+`"`) != 2 || !strings.Contains(r.HTML, ">"+escaped+"</a>") {
					t.Errorf("HTML should link %s twice, once as visible text:\n%s", escaped, r.HTML)
				}
				if strings.Contains(r.HTML, "<b>Li</b>") || !strings.Contains(r.HTML, "Mei &lt;b&gt;Li&lt;/b&gt;") {
					t.Errorf("HTML does not escape the display name")
				}
				if !strings.Contains(r.HTML, `<html lang="`+lang+`"`) {
					t.Errorf("HTML does not declare lang=%q", lang)
				}
				if strings.Contains(r.HTML, "<style") || strings.Contains(r.HTML, "<script") {
					t.Errorf("HTML must use inline styles only and no script")
				}
				if tt.template == TemplateResetPassword && !strings.Contains(r.Text, "1") {
					t.Errorf("reset mail should state the 1-hour validity:\n%s", r.Text)
				}
				if lang == "en" {
					return
				}
				if r.Subject == en.Subject || r.Text == en.Text {
					t.Errorf("%s reads like English: %q", lang, r.Subject)
				}
				for _, line := range strings.Split(r.Text, "\n") {
					if line != "" && line != link && strings.Contains(en.Text, line) {
						t.Errorf("%s copies the English line %q", lang, line)
					}
				}
			})
		}
	}
}

func TestGreetingWithoutDisplayName(t *testing.T) {
	c, err := loadCatalog()
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range Languages() {
		r, err := c.render(lang, TemplateConfirmEmail, map[string]string{"Link": "http://x.example/", "DisplayName": ""})
		if err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		first, _, _ := strings.Cut(r.Text, "\n")
		if strings.Contains(first, "  ") || strings.Contains(first, " ,") || strings.HasPrefix(first, "，") {
			t.Errorf("%s greeting without a name reads %q", lang, first)
		}
	}
}

func TestPickLang(t *testing.T) {
	tests := []struct{ in, want string }{
		{"en", "en"}, {"es", "es"}, {"FR", "fr"}, {"zh-CN", "zh"}, {"zh_Hans", "zh"}, {"de-AT", "de"},
		{"hi", "hi"}, {"ja", "en"}, {"", "en"}, {"  es ", "es"},
	}
	for _, tt := range tests {
		if got := pickLang(tt.in); got != tt.want {
			t.Errorf("pickLang(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
