package views

import (
	"embed"
	"html/template"
	"io"
	texttemplate "text/template"
	"time"

	"github.com/microcosm-cc/bluemonday"
)

//go:embed *.html *.txt
var fs embed.FS

var funcs = template.FuncMap{
	"date": func(t time.Time) string { return t.Format("2 Jan 2006") },
}

var pages = template.Must(template.New("").Funcs(funcs).ParseFS(fs, "*.html"))

// Mail holds plain-text e-mail bodies; they are never served as HTML.
var Mail = texttemplate.Must(texttemplate.New("").ParseFS(fs, "*.txt"))

var ugc = bluemonday.UGCPolicy()

// Render executes one of the html/template pages.
func Render(w io.Writer, name string, data any) error {
	return pages.ExecuteTemplate(w, name, data)
}

// Sanitized lets item descriptions keep basic formatting (they are written in
// a rich-text box) after stripping anything active.
func Sanitized(s string) template.HTML {
	return template.HTML(ugc.Sanitize(s))
}

// Trusted marks markup that the code itself produced.
func Trusted(s string) template.HTML {
	return template.HTML(s)
}
