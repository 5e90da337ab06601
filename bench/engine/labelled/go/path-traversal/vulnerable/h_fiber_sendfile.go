package main

import "github.com/gofiber/fiber/v2"

func main() {
	app := fiber.New()
	app.Get("/files/:name", func(c *fiber.Ctx) error {
		return c.SendFile("./files/" + c.Params("name"))
	})
	app.Listen(":3000")
}
