package api

import (
	"io"
	"net/http"
)

func NotFound(w http.ResponseWriter, r *http.Request) {
	w.WriteHeader(http.StatusNotFound)
	io.WriteString(w, "<p>No page at "+r.URL.Path+"</p>")
}
