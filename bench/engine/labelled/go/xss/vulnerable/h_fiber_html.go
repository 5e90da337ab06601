package main

import "github.com/gofiber/fiber/v2"

func main() {
	app := fiber.New()
	app.Get("/hi", func(c *fiber.Ctx) error {
		c.Set("Content-Type", "text/html")
		return c.SendString("<h2>Hi " + c.Query("name") + "</h2>")
	})
	app.Listen(":3000")
}
