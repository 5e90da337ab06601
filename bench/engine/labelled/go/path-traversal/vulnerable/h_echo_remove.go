package files

import (
	"net/http"
	"os"
	"path/filepath"

	"github.com/labstack/echo/v4"
)

func Remove(c echo.Context) error {
	if err := os.Remove(filepath.Join("/var/data", c.FormValue("path"))); err != nil {
		return c.NoContent(http.StatusNotFound)
	}
	return c.NoContent(http.StatusNoContent)
}
