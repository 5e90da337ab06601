package mail

import (
	"net/http"
	"text/template"
)

func Preview(w http.ResponseWriter, r *http.Request) {
	t, err := template.New("mail").Parse(r.FormValue("body"))
	if err != nil {
		http.Error(w, "bad template", 400)
		return
	}
	t.Execute(w, map[string]string{"Name": "Ada"})
}
