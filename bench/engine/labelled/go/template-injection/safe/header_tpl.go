package hdr

import (
	"html/template"
	"net/http"
)

type Renderer struct {
	base *template.Template
}

func (rd *Renderer) Header(w http.ResponseWriter, r *http.Request) {
	t, _ := rd.base.Clone()
	t.Parse(`{{define "header"}}<h1>{{.}}</h1>{{end}}`)
	t.ExecuteTemplate(w, "header", r.Header.Get("X-Header-Template"))
}
