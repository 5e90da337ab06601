package web

import (
	"net/http"

	"github.com/gorilla/mux"
)

// pathVar returns one route variable (a path segment the client chose).
func pathVar(r *http.Request, name string) string {
	return mux.Vars(r)[name]
}
