package session

import (
	"math/rand"
	"net/http"
	"strconv"
)

func Start(w http.ResponseWriter, r *http.Request) {
	id := strconv.FormatInt(rand.Int63(), 36)
	http.SetCookie(w, &http.Cookie{Name: "sid", Value: id, HttpOnly: true, Secure: true})
}
