package web

import "net/http"

func Message(w http.ResponseWriter, r *http.Request) {
	msg := r.FormValue("msg")
	w.Write([]byte("<p>" + msg + "</p>"))
}
