package api

import (
	"html"
	"strconv"

	"github.com/gofiber/fiber/v2"

	"github.com/northloop/makerhub/internal/render"
	"github.com/northloop/makerhub/internal/security"
)

type profileRequest struct {
	DisplayName string `json:"display_name" form:"display_name"`
	Bio         string `json:"bio" form:"bio"`
}

// Me returns the signed-in member.
func (s *Server) Me(c *fiber.Ctx) error {
	m, err := s.Members.ByID(c.Context(), claimsOf(c).MemberID)
	if err != nil {
		return fiber.ErrNotFound
	}
	return c.JSON(m)
}

// UpdateMe saves the profile form.
func (s *Server) UpdateMe(c *fiber.Ctx) error {
	var req profileRequest
	if err := c.BodyParser(&req); err != nil {
		return fiber.ErrBadRequest
	}
	if err := s.Members.UpdateProfile(c.Context(), claimsOf(c).MemberID, req.DisplayName, req.Bio); err != nil {
		return err
	}
	return c.SendStatus(fiber.StatusNoContent)
}

// CreateInvite issues a trial-day invite code for a friend.
func (s *Server) CreateInvite(c *fiber.Ctx) error {
	code := security.InviteCode()
	return c.Status(fiber.StatusCreated).JSON(fiber.Map{"code": code, "by": claimsOf(c).MemberID})
}

// MemberDirectory lists members by the first letters of their name.
func (s *Server) MemberDirectory(c *fiber.Ctx) error {
	prefix := c.Query("starts")
	members, err := s.Members.Directory(c.Context(), prefix)
	if err != nil {
		return err
	}
	out := "<ul>"
	for _, m := range members {
		out += "<li><a href=\"/members/" + strconv.FormatInt(m.ID, 10) + "\">" + html.EscapeString(m.DisplayName) + "</a></li>"
	}
	out += "</ul><p>Starting with " + prefix + "</p>"
	return c.Type("html").SendString(out)
}

// MemberProfile renders a member's public profile with their own bio HTML.
func (s *Server) MemberProfile(c *fiber.Ctx) error {
	id, err := strconv.ParseInt(c.Params("id"), 10, 64)
	if err != nil {
		return fiber.ErrBadRequest
	}
	m, err := s.Members.ByID(c.Context(), id)
	if err != nil {
		return fiber.ErrNotFound
	}
	body, err := s.Pages.Render("member.html", fiber.Map{
		"Member": m,
		"Bio":    render.Bio(m.Bio),
	})
	if err != nil {
		return err
	}
	return c.Type("html").Send(body)
}
