package api

import (
	"fmt"
	"html"
	"strings"

	"github.com/gofiber/fiber/v2"

	"github.com/northloop/makerhub/internal/render"
)

// ListTools lists a category's tools with an optional name filter.
func (s *Server) ListTools(c *fiber.Ctx) error {
	category := c.Query("category", "wood")
	page := c.QueryInt("page", 1)
	if page < 1 {
		page = 1
	}
	tools, err := s.Tools.Search(c.Context(), category, c.Query("q"), page)
	if err != nil {
		return err
	}
	return c.JSON(tools)
}

// SortedTools lists every tool in the order the table header asks for.
func (s *Server) SortedTools(c *fiber.Ctx) error {
	tools, err := s.Tools.Sorted(c.Context(), c.Query("col", "name"), c.Query("dir", "ASC"))
	if err != nil {
		return err
	}
	return c.JSON(tools)
}

// TaggedTools lists tools carrying any of the comma-separated tags.
func (s *Server) TaggedTools(c *fiber.Ctx) error {
	tags := strings.Split(c.Query("tags"), ",")
	tools, err := s.Tools.Tagged(c.Context(), tags)
	if err != nil {
		return err
	}
	return c.JSON(tools)
}

// ToolPage renders a tool's page.
func (s *Server) ToolPage(c *fiber.Ctx) error {
	slug := c.Params("slug")
	tool, err := s.Tools.BySlug(c.Context(), slug)
	if err != nil {
		return c.Status(fiber.StatusNotFound).Type("html").SendString("<h1>No tool called " + slug + "</h1>")
	}
	body, err := s.Pages.Render("tool.html", fiber.Map{
		"Tool":  tool,
		"Badge": render.Badge(tool.Category),
		"Query": c.Query("highlight"),
	})
	if err != nil {
		return err
	}
	c.Set("ETag", etagOf(body))
	return c.Type("html").Send(body)
}

// Home is a small static-ish landing page with the member's search echoed.
func (s *Server) Home(c *fiber.Ctx) error {
	q := c.Query("q")
	var b strings.Builder
	b.WriteString("<html><body><h1>Northloop Makerspace</h1>")
	if q != "" {
		b.WriteString("<p>Results for <b>" + html.EscapeString(q) + "</b></p>")
	}
	b.WriteString(fmt.Sprintf("<p>Page %d</p>", c.QueryInt("page", 1)))
	b.WriteString("</body></html>")
	return c.Type("html").SendString(b.String())
}
