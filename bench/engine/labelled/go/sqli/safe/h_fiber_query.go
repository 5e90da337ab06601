package main

import (
	"database/sql"

	"github.com/gofiber/fiber/v2"
)

func main() {
	db, _ := sql.Open("postgres", "postgres://localhost/app")
	app := fiber.New()
	app.Get("/books", func(c *fiber.Ctx) error {
		author := c.Query("author")
		rows, err := db.Query("SELECT title FROM books WHERE author = $1", author)
		if err != nil {
			return c.SendStatus(500)
		}
		defer rows.Close()
		return c.SendStatus(200)
	})
	app.Listen(":3000")
}
