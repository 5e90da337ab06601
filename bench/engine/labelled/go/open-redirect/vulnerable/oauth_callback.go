package oauth

import (
	"net/http"
)

type Flow struct {
	Home string
}

func (f *Flow) Callback(w http.ResponseWriter, r *http.Request) {
	state := r.FormValue("state")
	http.Redirect(w, r, state, http.StatusFound)
}
