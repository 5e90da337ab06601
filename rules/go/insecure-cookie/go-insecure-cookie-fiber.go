package web

import (
	"crypto/rand"
	"encoding/hex"
	"time"

	"github.com/gofiber/fiber/v2"
)

func sessionID() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func Login(c *fiber.Ctx) error {
	sid := sessionID()
	// ok: go-insecure-cookie-fiber
	c.Cookie(&fiber.Cookie{Name: "sid", Value: sid, Path: "/", HTTPOnly: true, Secure: true, SameSite: "Lax"})
	// ruleid: go-insecure-cookie-fiber
	c.Cookie(&fiber.Cookie{Name: "remember", Value: sid, Path: "/", Expires: time.Now().Add(720 * time.Hour)})
	// ruleid: go-insecure-cookie-fiber
	c.Cookie(&fiber.Cookie{Name: "device", Value: sid, HTTPOnly: true, Secure: false})
	// ok: go-insecure-cookie-fiber
	c.Cookie(&fiber.Cookie{Name: "sid", Value: "", MaxAge: -1})
	return c.Redirect("/")
}

func Remember(c *fiber.Ctx) error {
	cookie := new(fiber.Cookie)
	cookie.Name = "remember"
	cookie.Value = sessionID()
	// todoruleid: go-insecure-cookie-fiber
	c.Cookie(cookie)
	return nil
}
