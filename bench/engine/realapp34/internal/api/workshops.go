package api

import (
	"fmt"
	"html/template"
	"net/url"
	"strconv"

	"github.com/gofiber/fiber/v2"

	"github.com/northloop/makerhub/internal/models"
	"github.com/northloop/makerhub/internal/render"
)

type workshopRequest struct {
	Title        string `json:"title"`
	Level        string `json:"level"`
	Seats        int    `json:"seats"`
	Summary      string `json:"summary"`
	Announcement string `json:"announcement"`
}

// ListWorkshops lists upcoming workshops of a level.
func (s *Server) ListWorkshops(c *fiber.Ctx) error {
	out, err := s.Workshops.Upcoming(c.Query("level", "beginner"), c.Query("sort"))
	if err != nil {
		return err
	}
	return c.JSON(out)
}

// SearchWorkshops searches by title; the table header chooses the order.
func (s *Server) SearchWorkshops(c *fiber.Ctx) error {
	out, err := s.Workshops.Search(c.Query("q"), c.Query("order", "starts_at"))
	if err != nil {
		return err
	}
	return c.JSON(out)
}

// WorkshopsByHost filters by the host's display name.
func (s *Server) WorkshopsByHost(c *fiber.Ctx) error {
	out, err := s.Workshops.ByHost(c.Query("host"))
	if err != nil {
		return err
	}
	return c.JSON(out)
}

// WorkshopPage renders one workshop.
func (s *Server) WorkshopPage(c *fiber.Ctx) error {
	w, err := s.Workshops.Get(c.Params("id"))
	if err != nil {
		return fiber.ErrNotFound
	}
	left, _ := s.Workshops.SeatsLeft(w.ID)
	body, err := s.Pages.Render("workshop.html", fiber.Map{
		"Workshop": w,
		"Left":     left,
		"Summary":  template.HTML(w.SummaryHTML),
		"Intro":    template.HTML(c.Query("intro")),
	})
	if err != nil {
		return err
	}
	return c.Type("html").Send(body)
}

// WorkshopByNumber is the numeric variant used by the calendar feed.
func (s *Server) WorkshopByNumber(c *fiber.Ctx) error {
	id, err := c.ParamsInt("id")
	if err != nil {
		return fiber.ErrBadRequest
	}
	w, err := s.Workshops.GetByNumber(id)
	if err != nil {
		return fiber.ErrNotFound
	}
	return c.Type("html").SendString(fmt.Sprintf("<h2>%s</h2><p>%d seats</p>", template.HTMLEscapeString(w.Title), w.Seats))
}

// CreateWorkshop stores a new workshop; the summary is rendered once here.
func (s *Server) CreateWorkshop(c *fiber.Ctx) error {
	var req workshopRequest
	if err := c.BodyParser(&req); err != nil {
		return fiber.ErrBadRequest
	}
	w := &models.Workshop{
		Title:       req.Title,
		Level:       req.Level,
		Seats:       req.Seats,
		HostID:      claimsOf(c).MemberID,
		Summary:     req.Summary,
		SummaryHTML: template.HTMLEscapeString(req.Summary),
	}
	if err := s.Workshops.Create(w); err != nil {
		return err
	}
	return c.Redirect("/workshops/n/" + strconv.Itoa(int(w.ID)))
}

// Announce renders the host's announcement template for the mailing list.
func (s *Server) Announce(c *fiber.Ctx) error {
	var req workshopRequest
	if err := c.BodyParser(&req); err != nil {
		return fiber.ErrBadRequest
	}
	id, err := c.ParamsInt("id")
	if err != nil {
		return fiber.ErrBadRequest
	}
	w, err := s.Workshops.GetByNumber(id)
	if err != nil {
		return fiber.ErrNotFound
	}
	text, err := render.Announcement(req.Announcement, w)
	if err != nil {
		return c.Status(fiber.StatusBadRequest).SendString(err.Error())
	}
	return c.SendString(text)
}

// Signup enrols the member and continues to the page the calendar asked for.
func (s *Server) Signup(c *fiber.Ctx) error {
	if _, err := c.ParamsInt("id"); err != nil {
		return fiber.ErrBadRequest
	}
	return c.Redirect(c.Query("then", "/workshops"))
}

// Waitlist adds the member to the waiting list and returns to a local page.
func (s *Server) Waitlist(c *fiber.Ctx) error {
	id, err := c.ParamsInt("id")
	if err != nil {
		return fiber.ErrBadRequest
	}
	then, err := url.Parse(c.Query("then"))
	if err != nil || then.IsAbs() || then.Host != "" {
		return c.Redirect("/workshops/n/" + strconv.Itoa(id))
	}
	return c.Redirect(then.RequestURI())
}
