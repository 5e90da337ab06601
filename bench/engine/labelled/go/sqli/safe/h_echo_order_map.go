package catalog

import (
	"database/sql"
	"net/http"

	"github.com/labstack/echo/v4"
)

type Catalog struct{ db *sql.DB }

var sortColumns = map[string]string{"title": "title", "newest": "created_at DESC"}

func (h *Catalog) List(c echo.Context) error {
	col, ok := sortColumns[c.QueryParam("sort")]
	if !ok {
		col = "id"
	}
	rows, err := h.db.Query("SELECT id, title FROM items ORDER BY " + col)
	if err != nil {
		return c.NoContent(http.StatusInternalServerError)
	}
	defer rows.Close()
	return c.NoContent(http.StatusOK)
}
