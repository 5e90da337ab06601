package admin

import (
	"database/sql"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"
)

type Admin struct {
	db *sql.DB
}

func (a *Admin) Delete(c echo.Context) error {
	id, err := strconv.Atoi(c.Param("id"))
	if err != nil {
		return c.NoContent(http.StatusBadRequest)
	}
	_, err = a.db.Exec("DELETE FROM sessions WHERE user_id = " + strconv.Itoa(id))
	if err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}
