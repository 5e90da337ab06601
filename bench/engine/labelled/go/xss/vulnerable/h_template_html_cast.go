package web

import (
	"html/template"
	"net/http"
)

var profile = template.Must(template.New("p").Parse(`<div class="bio">{{.Bio}}</div>`))

type view struct{ Bio template.HTML }

func Profile(w http.ResponseWriter, r *http.Request) {
	profile.Execute(w, view{Bio: template.HTML(r.FormValue("bio"))})
}
