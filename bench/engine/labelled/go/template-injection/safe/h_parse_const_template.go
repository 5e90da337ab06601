package mail

import (
	"net/http"
	"text/template"
)

var mailTmpl = template.Must(template.New("mail").Parse("Dear {{.Name}},\nthanks for your order.\n"))

func Preview(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain")
	mailTmpl.Execute(w, map[string]string{"Name": r.FormValue("name")})
}
