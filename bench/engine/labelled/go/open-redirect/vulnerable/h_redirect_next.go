package auth

import "net/http"

func Login(w http.ResponseWriter, r *http.Request) {
	next := r.URL.Query().Get("next")
	http.SetCookie(w, &http.Cookie{Name: "sid", Value: "x", HttpOnly: true, Secure: true})
	http.Redirect(w, r, next, http.StatusFound)
}
