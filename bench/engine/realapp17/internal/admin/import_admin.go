package admin

import (
	"io"
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/quaylane/harbor/internal/service"
	"github.com/quaylane/harbor/internal/storage"
)

// ImportAdmin accepts partner manifests and rate cards.
type ImportAdmin struct {
	uploads *storage.Store
}

// NewImportAdmin builds the handler.
func NewImportAdmin(uploads *storage.Store) *ImportAdmin {
	return &ImportAdmin{uploads: uploads}
}

// Manifest parses an XML manifest and keeps a copy under a generated name.
func (h *ImportAdmin) Manifest(c echo.Context) error {
	fh, err := c.FormFile("manifest")
	if err != nil {
		return c.String(http.StatusBadRequest, "manifest missing")
	}
	src, err := fh.Open()
	if err != nil {
		return err
	}
	defer src.Close()
	m, err := service.ParseManifest(src)
	if err != nil {
		return c.String(http.StatusBadRequest, "invalid manifest")
	}
	if _, err := src.Seek(0, io.SeekStart); err == nil {
		if _, err := h.uploads.Write(fh.Filename+".csv", src); err != nil {
			return c.String(http.StatusInternalServerError, "could not keep copy")
		}
	}
	return c.JSON(http.StatusOK, map[string]interface{}{"carrier": m.Carrier, "shipments": len(m.Shipments)})
}

// RateCard parses an uploaded YAML rate card.
func (h *ImportAdmin) RateCard(c echo.Context) error {
	raw, err := io.ReadAll(io.LimitReader(c.Request().Body, 1<<20))
	if err != nil {
		return err
	}
	rc, err := service.ParseRateCard(raw)
	if err != nil {
		return c.String(http.StatusBadRequest, "invalid rate card")
	}
	return c.JSON(http.StatusOK, rc)
}
