package links

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

func Follow(c echo.Context) error {
	return c.Redirect(http.StatusMovedPermanently, c.QueryParam("u"))
}
