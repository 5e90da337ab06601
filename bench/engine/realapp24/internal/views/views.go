// Package views loads the html/template pages and the text/template documents.
package views

import (
	"fmt"
	"html/template"
	"io"
	"path/filepath"
	"strings"
	"time"
)

type Set struct {
	pages map[string]*template.Template
}

var funcs = template.FuncMap{
	"date":  func(t time.Time) string { return t.Format("2 Jan 2006") },
	"stars": func(n int) string { return strings.Repeat("★", n) },
	// trusted marks markup the application itself produced (sanitised rich text, icons).
	"trusted": func(s string) template.HTML { return template.HTML(s) },
}

func Load(dir string) (*Set, error) {
	layout := filepath.Join(dir, "layout.html")
	pages, err := filepath.Glob(filepath.Join(dir, "pages", "*.html"))
	if err != nil {
		return nil, err
	}
	set := &Set{pages: map[string]*template.Template{}}
	for _, p := range pages {
		t, err := template.New("layout.html").Funcs(funcs).ParseFiles(layout, p)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		set.pages[strings.TrimSuffix(filepath.Base(p), ".html")] = t
	}
	return set, nil
}

func (s *Set) Render(w io.Writer, page string, data interface{}) error {
	t, ok := s.pages[page]
	if !ok {
		return fmt.Errorf("no page %q", page)
	}
	return t.ExecuteTemplate(w, "layout.html", data)
}

// Icon returns one of the bundled SVG icons as markup.
func Icon(name string) template.HTML {
	switch name {
	case "paw":
		return template.HTML(`<svg class="icon" viewBox="0 0 24 24"><use href="#paw"/></svg>`)
	case "bone":
		return template.HTML(`<svg class="icon" viewBox="0 0 24 24"><use href="#bone"/></svg>`)
	}
	return ""
}

// Highlight wraps each occurrence of term in <mark>, escaping the text around and inside it.
func Highlight(text, term string) template.HTML {
	if term == "" {
		return template.HTML(template.HTMLEscapeString(text))
	}
	parts := strings.Split(text, term)
	for i, p := range parts {
		parts[i] = template.HTMLEscapeString(p)
	}
	return template.HTML(strings.Join(parts, "<mark>"+template.HTMLEscapeString(term)+"</mark>"))
}
