package mail

import (
	"html/template"
	"net/http"
)

func Preview(w http.ResponseWriter, r *http.Request) {
	body := r.FormValue("template")
	// ruleid: go-template-injection
	t, err := template.New("preview").Parse(body)
	if err != nil {
		return
	}
	t.Execute(w, nil)
	// ok: go-template-injection
	safe := template.Must(template.New("fixed").Parse("Hello {{.}}"))
	safe.Execute(w, body)
}
