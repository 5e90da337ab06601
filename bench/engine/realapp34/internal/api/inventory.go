package api

import (
	"bytes"
	"strings"

	"github.com/gofiber/fiber/v2"

	"github.com/northloop/makerhub/internal/imports"
)

// ImportInventory accepts an inventory upload as XML, YAML or gob.
func (s *Server) ImportInventory(c *fiber.Ctx) error {
	ct := c.Get("Content-Type")
	var items []imports.InventoryItem
	switch {
	case strings.Contains(ct, "xml"):
		inv, err := imports.FromXML(bytes.NewReader(c.Body()))
		if err != nil {
			return fiber.ErrBadRequest
		}
		items = inv.Items
	case strings.Contains(ct, "yaml"):
		parsed, err := imports.FromYAML(c.Body())
		if err != nil {
			return fiber.ErrBadRequest
		}
		items = parsed
	default:
		parsed, err := imports.FromGob(bytes.NewReader(c.Body()))
		if err != nil {
			return fiber.ErrBadRequest
		}
		items = parsed
	}
	for _, it := range items {
		if err := s.Tools.UpdateField(c.Context(), 0, "name", it.Name); err != nil {
			return err
		}
	}
	return c.JSON(fiber.Map{"imported": len(items)})
}
