package files

import (
	"net/http"
	"os"
	"path/filepath"
	"regexp"

	"github.com/labstack/echo/v4"
)

var idPattern = regexp.MustCompile(`^[a-f0-9]{32}$`)

func Remove(c echo.Context) error {
	id := c.FormValue("id")
	if !idPattern.MatchString(id) {
		return c.NoContent(http.StatusBadRequest)
	}
	if err := os.Remove(filepath.Join("/var/data", id)); err != nil {
		return c.NoContent(http.StatusNotFound)
	}
	return c.NoContent(http.StatusNoContent)
}
