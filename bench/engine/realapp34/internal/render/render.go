// Package render builds the HTML pages with html/template.
package render

import (
	"bytes"
	"html/template"
	"path/filepath"
	"strings"
)

// Pages holds the parsed page templates.
type Pages struct {
	set *template.Template
}

var funcs = template.FuncMap{
	"upper": strings.ToUpper,
	"markdown": func(s string) template.HTML {
		return template.HTML(renderMarkdown(s))
	},
	"plain": func(s string) string { return s },
}

// Load parses templates/pages/*.html.
func Load(dir string) (*Pages, error) {
	set, err := template.New("pages").Funcs(funcs).ParseGlob(filepath.Join(dir, "pages", "*.html"))
	if err != nil {
		return nil, err
	}
	return &Pages{set: set}, nil
}

// Render executes one page into bytes.
func (p *Pages) Render(name string, data any) ([]byte, error) {
	var buf bytes.Buffer
	if err := p.set.ExecuteTemplate(&buf, name, data); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// renderMarkdown turns the tiny subset of markdown the editors use into HTML,
// escaping everything first.
func renderMarkdown(s string) string {
	esc := template.HTMLEscapeString(s)
	esc = strings.ReplaceAll(esc, "\n\n", "</p><p>")
	return "<p>" + esc + "</p>"
}

// Badge renders the small coloured badge for a tool category.
func Badge(category string) template.HTML {
	return template.HTML(`<span class="badge">` + template.HTMLEscapeString(category) + `</span>`)
}

// Bio lets members style their profile with a little HTML.
func Bio(raw string) template.HTML {
	return template.HTML(raw)
}
