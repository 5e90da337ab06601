package admin

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/quaylane/harbor/internal/directory"
)

// StaffAdmin looks colleagues up in the directory.
type StaffAdmin struct {
	dir *directory.Client
}

// NewStaffAdmin builds the handler.
func NewStaffAdmin(dir *directory.Client) *StaffAdmin {
	return &StaffAdmin{dir: dir}
}

// Lookup finds a colleague by login name.
func (h *StaffAdmin) Lookup(c echo.Context) error {
	entries, err := h.dir.ByUID(c.QueryParam("uid"))
	if err != nil {
		return c.String(http.StatusBadGateway, "directory unavailable")
	}
	return c.JSON(http.StatusOK, entries)
}

// ByMail finds a colleague by e-mail address.
func (h *StaffAdmin) ByMail(c echo.Context) error {
	entries, err := h.dir.ByMail(c.QueryParam("mail"))
	if err != nil {
		return c.String(http.StatusBadGateway, "directory unavailable")
	}
	return c.JSON(http.StatusOK, entries)
}

// Group lists the members of a directory group.
func (h *StaffAdmin) Group(c echo.Context) error {
	entries, err := h.dir.InGroup(c.FormValue("group"))
	if err != nil {
		return c.String(http.StatusBadGateway, "directory unavailable")
	}
	return c.JSON(http.StatusOK, entries)
}
