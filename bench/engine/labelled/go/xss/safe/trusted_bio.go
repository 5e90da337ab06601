package profile

import (
	"html/template"
	"net/http"
)

var tmpl = template.Must(template.New("bio").Parse(`<div class="bio">{{.}}</div>`))

func Bio(w http.ResponseWriter, r *http.Request) {
	tmpl.Execute(w, r.PostFormValue("bio"))
}
