package web

import (
	"io"
	"net/http"
)

func Back(w http.ResponseWriter, r *http.Request) {
	ref := r.Header.Get("Referer")
	io.WriteString(w, `<a href="`+ref+`">back</a>`)
}
