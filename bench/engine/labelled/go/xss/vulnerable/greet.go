package web

import (
	"fmt"
	"net/http"
)

func Greet(w http.ResponseWriter, r *http.Request) {
	fmt.Fprintf(w, "<html><body>Hello, %s!</body></html>", r.URL.Query().Get("name"))
}
