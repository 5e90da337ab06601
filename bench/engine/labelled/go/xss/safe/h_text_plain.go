package web

import (
	"fmt"
	"net/http"
)

func Echo(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	fmt.Fprintf(w, "you sent: %s\n", r.URL.Query().Get("v"))
}
