package web

import (
	"fmt"
	"html/template"
	"net/http"

	"github.com/gorilla/mux"
)

func Article(w http.ResponseWriter, r *http.Request) {
	vars := mux.Vars(r)
	fmt.Fprintf(w, "<html><body><h1>%s</h1></body></html>", template.HTMLEscapeString(vars["slug"]))
}
