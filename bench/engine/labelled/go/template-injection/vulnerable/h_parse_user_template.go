package mail

import (
	"net/http"
	"text/template"
)

func Preview(w http.ResponseWriter, r *http.Request) {
	t, err := template.New("mail").Parse(r.FormValue("template"))
	if err != nil {
		http.Error(w, "bad template", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "text/plain")
	t.Execute(w, map[string]string{"Name": "customer"})
}
