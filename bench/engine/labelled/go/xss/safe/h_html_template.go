package web

import (
	"html/template"
	"net/http"
)

var page = template.Must(template.New("p").Parse(`<a href="{{.}}">back</a>`))

func Back(w http.ResponseWriter, r *http.Request) {
	ref := r.Header.Get("Referer")
	page.Execute(w, ref)
}
