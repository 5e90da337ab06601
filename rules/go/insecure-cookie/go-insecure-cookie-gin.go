package portal

import (
	"crypto/rand"
	"encoding/hex"

	"github.com/gin-gonic/gin"
)

func token() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func Login(c *gin.Context) {
	t := token()
	// ok: go-insecure-cookie-gin
	c.SetCookie("session", t, 3600, "/", "", true, true)
	// ruleid: go-insecure-cookie-gin
	c.SetCookie("remember", t, 30*24*3600, "/", "", false, false)
	// ruleid: go-insecure-cookie-gin
	c.SetCookie("device", t, 3600, "/", "", true, false)
	// ok: go-insecure-cookie-gin
	c.SetCookie("session", "", -1, "/", "", false, false)
}

func Language(c *gin.Context) {
	lang := c.Query("lang")
	if lang != "en" && lang != "de" {
		lang = "en"
	}
	// ok: go-insecure-cookie-gin
	c.SetCookie("lang", lang, 3600, "/", "", false, false)
}
