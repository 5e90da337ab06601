package auth

import "github.com/gofiber/fiber/v2"

func FiberNext(c *fiber.Ctx) error {
	// ruleid: go-open-redirect
	return c.Redirect(c.Query("next"))
}

func FiberHome(c *fiber.Ctx) error {
	// ok: go-open-redirect
	return c.Redirect("/home?from=" + c.Query("next"))
}
