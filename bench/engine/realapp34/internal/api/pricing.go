package api

import (
	"fmt"

	"github.com/gofiber/fiber/v2"
)

type quoteRequest struct {
	Minutes  int    `json:"minutes" query:"minutes"`
	Material string `json:"material" query:"material"`
	Member   bool   `json:"member" query:"member"`
}

var materialRates = map[string]int{"plywood": 40, "acrylic": 65, "mdf": 30}

// LaserQuote prices a laser-cutter job.
func (s *Server) LaserQuote(c *fiber.Ctx) error {
	var q quoteRequest
	if err := c.QueryParser(&q); err != nil {
		return fiber.ErrBadRequest
	}
	rate, ok := materialRates[q.Material]
	if !ok {
		return c.Status(fiber.StatusBadRequest).SendString("unknown material " + q.Material)
	}
	cents := q.Minutes * rate
	if q.Member {
		cents = cents * 8 / 10
	}
	return c.Type("html").SendString(fmt.Sprintf("<p>%d minutes of %s: <b>%d.%02d EUR</b></p>", q.Minutes, q.Material, cents/100, cents%100))
}

// LaserEstimate is the older endpoint still linked from the wiki.
func (s *Server) LaserEstimate(c *fiber.Ctx) error {
	var q quoteRequest
	if err := c.QueryParser(&q); err != nil {
		return fiber.ErrBadRequest
	}
	return c.Type("html").SendString(fmt.Sprintf("<p>Estimate for %d minutes of %s</p>", q.Minutes, q.Material))
}
