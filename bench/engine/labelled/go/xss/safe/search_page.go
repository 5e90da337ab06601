package search

import (
	"html/template"
	"net/http"
)

var results = template.Must(template.New("results").Parse(`<h2>Results for {{.Query}}</h2>`))

type page struct {
	Query string
}

func Search(w http.ResponseWriter, r *http.Request) {
	results.Execute(w, page{Query: r.FormValue("q")})
}
