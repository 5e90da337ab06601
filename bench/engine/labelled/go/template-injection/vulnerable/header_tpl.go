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
	t.Parse(r.Header.Get("X-Header-Template"))
	t.Execute(w, nil)
}
