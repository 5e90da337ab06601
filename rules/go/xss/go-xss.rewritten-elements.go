package search

import (
	"fmt"
	"html/template"
	"net/http"
	"strings"
)

// Every piece is escaped in place before the pieces are joined with markup.
func highlight(text, term string) template.HTML {
	parts := strings.Split(text, term)
	for i, p := range parts {
		parts[i] = template.HTMLEscapeString(p)
	}
	// ok: go-xss
	return template.HTML(strings.Join(parts, "<mark>"+template.HTMLEscapeString(term)+"</mark>"))
}

// The first piece is skipped, so it reaches the page as it came.
func tail(text string) template.HTML {
	parts := strings.Split(text, ",")
	for i, p := range parts {
		if i == 0 {
			continue
		}
		parts[i] = template.HTMLEscapeString(p)
	}
	// ruleid: go-xss
	return template.HTML(strings.Join(parts, ", "))
}

func Search(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query().Get("q")
	// ok: go-xss
	fmt.Fprint(w, highlight(q, "bone"))
	// ruleid: go-xss
	fmt.Fprint(w, tail(q))
}
