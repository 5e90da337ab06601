package main

import "github.com/gofiber/fiber/v2"

func main() {
	app := fiber.New()
	app.Get("/old", func(c *fiber.Ctx) error {
		return c.Redirect("/new?ref=" + c.Query("ref"))
	})
	app.Listen(":3000")
}
