package mail

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	htmltemplate "html/template"
	"io/fs"
	"path"
	"strings"
	texttemplate "text/template"
)

// The templates the product sends.
const (
	TemplateConfirmEmail  = "confirm_email"
	TemplateResetPassword = "reset_password"
	TemplateLoginFailures = "login_failures"  // repeated failed sign-ins (decision 0010)
	TemplateContact       = "contact_message" // a contact-form message, to the admins
)

// DefaultLang is the language of a mail whose language we do not have.
const DefaultLang = "en"

// Languages lists the interface languages mails are written in.
func Languages() []string { return []string{"en", "es", "fr", "zh", "de", "hi"} }

func templateNames() []string {
	return []string{TemplateConfirmEmail, TemplateResetPassword, TemplateLoginFailures, TemplateContact}
}

//go:embed templates
var templatesFS embed.FS

// locale is one language's wording (templates/locales/<lang>.json).
type locale struct {
	Signoff   string             `json:"signoff"`
	Team      string             `json:"team"`
	Templates map[string]phrases `json:"templates"`
}

// phrases are the sentences of one template in one language. Each is a
// text/template executed with the envelope's Data (e.g. {{.DisplayName}}).
type phrases struct {
	Subject  string `json:"subject"`
	Greeting string `json:"greeting"`
	Intro    string `json:"intro"`
	Button   string `json:"button"`
	Note     string `json:"note"` // optional, e.g. how long the link is valid
	LinkHint string `json:"link_hint"`
	Outro    string `json:"outro"`
}

// catalog holds the parsed templates: one layout per format, and per language
// and template the parsed phrases. It is built once and only read after.
type catalog struct {
	text    *texttemplate.Template
	html    *htmltemplate.Template
	phrases map[string]map[string]parsedPhrases // lang -> template -> phrases
	signoff map[string][2]string                // lang -> signoff, team
}

type parsedPhrases struct {
	subject, greeting, intro, button, note, linkHint, outro *texttemplate.Template
}

// rendered is a mail ready for the outbox.
type rendered struct {
	Subject, Text, HTML string
}

// view is what the layouts see; every field is plain text (the HTML layout escapes it).
type view struct {
	Lang, Subject, Greeting, Intro, Button, Note, LinkHint, Outro, Signoff, Team, Link string
}

func loadCatalog() (*catalog, error) {
	text, err := texttemplate.ParseFS(templatesFS, "templates/message.txt.tmpl")
	if err != nil {
		return nil, fmt.Errorf("mail: parse text layout: %w", err)
	}
	html, err := htmltemplate.ParseFS(templatesFS, "templates/message.html.tmpl")
	if err != nil {
		return nil, fmt.Errorf("mail: parse HTML layout: %w", err)
	}
	c := &catalog{
		text: text.Option("missingkey=error"), html: html.Option("missingkey=error"),
		phrases: map[string]map[string]parsedPhrases{}, signoff: map[string][2]string{},
	}
	for _, lang := range Languages() {
		if err := c.loadLocale(lang); err != nil {
			return nil, fmt.Errorf("mail: locale %s: %w", lang, err)
		}
	}
	return c, nil
}

func (c *catalog) loadLocale(lang string) error {
	b, err := fs.ReadFile(templatesFS, path.Join("templates/locales", lang+".json"))
	if err != nil {
		return err
	}
	var l locale
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&l); err != nil {
		return err
	}
	if l.Signoff == "" || l.Team == "" {
		return fmt.Errorf("signoff and team are required")
	}
	c.signoff[lang] = [2]string{l.Signoff, l.Team}
	c.phrases[lang] = map[string]parsedPhrases{}
	for _, name := range templateNames() {
		p, ok := l.Templates[name]
		if !ok {
			return fmt.Errorf("template %s missing", name)
		}
		var pp parsedPhrases
		for _, f := range []struct {
			key      string
			src      string
			dst      **texttemplate.Template
			optional bool
		}{
			{"subject", p.Subject, &pp.subject, false},
			{"greeting", p.Greeting, &pp.greeting, false},
			{"intro", p.Intro, &pp.intro, false},
			{"button", p.Button, &pp.button, false},
			{"note", p.Note, &pp.note, true},
			{"link_hint", p.LinkHint, &pp.linkHint, false},
			{"outro", p.Outro, &pp.outro, false},
		} {
			if f.src == "" && !f.optional {
				return fmt.Errorf("%s.%s is empty", name, f.key)
			}
			t, err := texttemplate.New(name + "." + f.key).Option("missingkey=error").Parse(f.src)
			if err != nil {
				return err
			}
			*f.dst = t
		}
		c.phrases[lang][name] = pp
	}
	return nil
}

// pickLang maps a language tag (e.g. "zh-CN", "FR") to one we write mails in,
// or DefaultLang.
func pickLang(tag string) string {
	base, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(tag)), "-")
	base, _, _ = strings.Cut(base, "_")
	for _, l := range Languages() {
		if base == l {
			return l
		}
	}
	return DefaultLang
}

// render writes the subject, text and HTML of a template in a language (which
// must be one of Languages). data must hold every key the phrases use.
func (c *catalog) render(lang, name string, data map[string]string) (rendered, error) {
	pp, ok := c.phrases[lang][name]
	if !ok {
		return rendered{}, fmt.Errorf("mail: unknown template %q in %q", name, lang)
	}
	v := view{Lang: lang, Signoff: c.signoff[lang][0], Team: c.signoff[lang][1], Link: data["Link"]}
	for _, f := range []struct {
		t   *texttemplate.Template
		dst *string
	}{
		{pp.subject, &v.Subject}, {pp.greeting, &v.Greeting}, {pp.intro, &v.Intro}, {pp.button, &v.Button},
		{pp.note, &v.Note}, {pp.linkHint, &v.LinkHint}, {pp.outro, &v.Outro},
	} {
		var b strings.Builder
		if err := f.t.Execute(&b, data); err != nil {
			return rendered{}, fmt.Errorf("mail: render %s/%s: %w", lang, name, err)
		}
		*f.dst = b.String()
	}
	var text, html bytes.Buffer
	if err := c.text.Execute(&text, v); err != nil {
		return rendered{}, fmt.Errorf("mail: render %s/%s text: %w", lang, name, err)
	}
	if err := c.html.Execute(&html, v); err != nil {
		return rendered{}, fmt.Errorf("mail: render %s/%s HTML: %w", lang, name, err)
	}
	return rendered{Subject: v.Subject, Text: text.String(), HTML: html.String()}, nil
}
