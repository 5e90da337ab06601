package catalog

import (
	"database/sql"
	"net/http"

	"github.com/labstack/echo/v4"
)

type Catalog struct{ db *sql.DB }

func (h *Catalog) List(c echo.Context) error {
	sort := c.QueryParam("sort")
	rows, err := h.db.Query("SELECT id, title FROM items ORDER BY " + sort)
	if err != nil {
		return c.NoContent(http.StatusInternalServerError)
	}
	defer rows.Close()
	return c.NoContent(http.StatusOK)
}
