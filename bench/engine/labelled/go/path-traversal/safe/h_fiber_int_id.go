package main

import (
	"fmt"

	"github.com/gofiber/fiber/v2"
)

func main() {
	app := fiber.New()
	app.Get("/invoices/:id", func(c *fiber.Ctx) error {
		id, err := c.ParamsInt("id")
		if err != nil {
			return c.SendStatus(400)
		}
		return c.SendFile(fmt.Sprintf("./invoices/%d.pdf", id))
	})
	app.Listen(":3000")
}
