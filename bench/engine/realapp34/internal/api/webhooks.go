package api

import (
	"github.com/gofiber/fiber/v2"

	"github.com/northloop/makerhub/internal/outbound"
)

type webhookRequest struct {
	URL  string `json:"url"`
	Chat bool   `json:"chat"`
}

// SaveWebhook stores the member's webhook URL.
func (s *Server) SaveWebhook(c *fiber.Ctx) error {
	var req webhookRequest
	if err := c.BodyParser(&req); err != nil {
		return fiber.ErrBadRequest
	}
	if err := s.Members.SetWebhook(c.Context(), claimsOf(c).MemberID, req.URL); err != nil {
		return err
	}
	return c.SendStatus(fiber.StatusNoContent)
}

// TestWebhook sends a test event to the saved URL.
func (s *Server) TestWebhook(c *fiber.Ctx) error {
	m, err := s.Members.ByID(c.Context(), claimsOf(c).MemberID)
	if err != nil {
		return fiber.ErrNotFound
	}
	event := fiber.Map{"type": "test", "member": m.ID}
	if c.QueryBool("chat") {
		err = s.Out.NotifyChat(c.Context(), m.WebhookURL, "makerhub test message")
	} else {
		err = s.Out.Notify(c.Context(), m.WebhookURL, event)
	}
	if err != nil {
		return c.Status(fiber.StatusBadGateway).JSON(fiber.Map{"error": err.Error()})
	}
	return c.SendStatus(fiber.StatusNoContent)
}

// Preview fetches a link's page for the preview card.
func (s *Server) Preview(c *fiber.Ctx) error {
	body, err := outbound.FetchPreview(c.FormValue("link"))
	if err != nil {
		return fiber.ErrBadGateway
	}
	return c.Send(body)
}
