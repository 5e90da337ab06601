package session

import (
	crand "crypto/rand"
	"encoding/hex"
	"fmt"
	"math/rand"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
)

func Login(w http.ResponseWriter, r *http.Request) {
	// ruleid: go-insecure-random
	token := fmt.Sprintf("%d", rand.Int63())
	// ruleid: go-insecure-random
	http.SetCookie(w, &http.Cookie{Name: "session", Value: token, HttpOnly: true})
	b := make([]byte, 16)
	crand.Read(b)
	// ok: go-insecure-random
	http.SetCookie(w, &http.Cookie{Name: "csrf", Value: hex.EncodeToString(b), HttpOnly: true})
}

func Backoff(attempt int) time.Duration {
	// ok: go-insecure-random
	jitter := time.Duration(rand.Intn(100)) * time.Millisecond
	return time.Duration(attempt)*time.Second + jitter
}

func APIKey(w http.ResponseWriter, r *http.Request) {
	// ruleid: go-insecure-random
	w.Header().Set("X-Api-Key", fmt.Sprintf("%x", rand.Uint64()))
}

func GinToken(c *gin.Context) {
	// ruleid: go-insecure-random
	c.SetCookie("csrf", fmt.Sprint(rand.Int()), 3600, "/", "", true, true)
}
