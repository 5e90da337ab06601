package auth

import (
	"net/http"
	"strings"
)

func Login(w http.ResponseWriter, r *http.Request) {
	next := r.URL.Query().Get("next")
	if !strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") || strings.Contains(next, "\\") {
		next = "/"
	}
	http.SetCookie(w, &http.Cookie{Name: "sid", Value: "x", HttpOnly: true, Secure: true})
	http.Redirect(w, r, next, http.StatusFound)
}
