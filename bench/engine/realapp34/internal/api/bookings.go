package api

import (
	"github.com/gofiber/fiber/v2"

	"github.com/northloop/makerhub/internal/models"
	"github.com/northloop/makerhub/internal/render"
)

type bookingRequest struct {
	ToolID int64  `json:"tool_id"`
	Slot   string `json:"slot"`
	Note   string `json:"note"`
}

// CreateBooking reserves a tool slot.
func (s *Server) CreateBooking(c *fiber.Ctx) error {
	var req bookingRequest
	if err := c.BodyParser(&req); err != nil {
		return fiber.ErrBadRequest
	}
	claims := claimsOf(c)
	b := &models.Booking{ToolID: req.ToolID, MemberID: claims.MemberID, Slot: req.Slot, Note: req.Note, Status: "booked"}
	if err := s.Bookings.Create(b); err != nil {
		return err
	}
	if text, err := render.ConfirmationText("member", "tool", req.Slot, req.Note); err == nil {
		_ = text // queued for the mailer in a later version
	}
	return c.Status(fiber.StatusCreated).JSON(b)
}

// MyBookings lists the signed-in member's bookings.
func (s *Server) MyBookings(c *fiber.Ctx) error {
	out, err := s.Bookings.ForMember(claimsOf(c).MemberID, c.Query("status"))
	if err != nil {
		return err
	}
	return c.JSON(out)
}

// CancelBooking cancels one of the member's bookings.
func (s *Server) CancelBooking(c *fiber.Ctx) error {
	id, err := c.ParamsInt("id")
	if err != nil || id <= 0 {
		return fiber.ErrBadRequest
	}
	if err := s.Bookings.Cancel(uint(id), claimsOf(c).MemberID, c.FormValue("note")); err != nil {
		return err
	}
	return c.SendStatus(fiber.StatusNoContent)
}

// ToolBookings shows a tool's calendar between two slots.
func (s *Server) ToolBookings(c *fiber.Ctx) error {
	toolID, err := c.ParamsInt("id")
	if err != nil {
		return fiber.ErrBadRequest
	}
	out, err := s.Bookings.ForTool(int64(toolID), c.Query("from"), c.Query("to"))
	if err != nil {
		return err
	}
	return c.JSON(out)
}
