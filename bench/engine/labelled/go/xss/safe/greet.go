package web

import (
	"fmt"
	"html"
	"net/http"
)

func Greet(w http.ResponseWriter, r *http.Request) {
	fmt.Fprintf(w, "<html><body>Hello, %s!</body></html>", html.EscapeString(r.URL.Query().Get("name")))
}
