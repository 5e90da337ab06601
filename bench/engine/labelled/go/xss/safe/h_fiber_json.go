package main

import "github.com/gofiber/fiber/v2"

func main() {
	app := fiber.New()
	app.Get("/hi", func(c *fiber.Ctx) error {
		return c.JSON(fiber.Map{"greeting": "Hi " + c.Query("name")})
	})
	app.Listen(":3000")
}
