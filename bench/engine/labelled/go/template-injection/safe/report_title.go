package reports

import (
	"net/http"
	"os"
	"text/template"
)

func Title(w http.ResponseWriter, r *http.Request) {
	t := template.New("title")
	t, _ = t.Parse("Report: {{.Title}} generated {{.When}}")
	t.Execute(os.Stdout, map[string]string{"Title": r.URL.Query().Get("title"), "When": "today"})
}
