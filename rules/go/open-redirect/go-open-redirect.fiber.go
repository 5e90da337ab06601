package auth

import (
	"net/url"
	"strings"

	"github.com/gofiber/fiber/v2"
)

func FiberNext(c *fiber.Ctx) error {
	// ruleid: go-open-redirect
	return c.Redirect(c.Query("next"))
}

func FiberHome(c *fiber.Ctx) error {
	// ok: go-open-redirect
	return c.Redirect("/home?from=" + c.Query("next"))
}

type loginForm struct {
	Email string `form:"email"`
	Next  string `form:"next"`
}

// A field of a struct the request was parsed into is checked like a variable.
func FiberLoginNext(c *fiber.Ctx) error {
	var f loginForm
	if err := c.BodyParser(&f); err != nil {
		return err
	}
	if strings.HasPrefix(f.Next, "/") && !strings.HasPrefix(f.Next, "//") && !strings.HasPrefix(f.Next, "/\\") {
		// ok: go-open-redirect
		return c.Redirect(f.Next)
	}
	if !strings.HasPrefix(f.Next, "//") {
		// ruleid: go-open-redirect
		return c.Redirect(f.Next)
	}
	return c.Redirect("/")
}

// A host ending in "." and a constant domain is one of that domain's subdomains.
func FiberLeaving(c *fiber.Ctx) error {
	target, err := url.Parse(c.Query("u"))
	if err != nil {
		return fiber.ErrBadRequest
	}
	if target.Host == "shop.example" || strings.HasSuffix(target.Host, ".shop.example") {
		// ok: go-open-redirect
		return c.Redirect(target.String())
	}
	if strings.HasSuffix(target.Host, "shop.example") {
		// ruleid: go-open-redirect
		return c.Redirect(target.String())
	}
	return c.Redirect("/leaving?u=" + url.QueryEscape(target.String()))
}
