package reports

import (
	"fmt"
	"net/http"
	"os"
	"text/template"
)

func Title(w http.ResponseWriter, r *http.Request) {
	src := fmt.Sprintf("Report: %s generated {{.When}}", r.URL.Query().Get("title"))
	t := template.New("title")
	t, _ = t.Parse(src)
	t.Execute(os.Stdout, map[string]string{"When": "today"})
}
