package admin

import (
	"database/sql"
	"net/http"

	"github.com/labstack/echo/v4"
)

type Admin struct {
	db *sql.DB
}

func (a *Admin) Delete(c echo.Context) error {
	id := c.Param("id")
	_, err := a.db.Exec("DELETE FROM sessions WHERE user_id = " + id)
	if err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}
