package pages

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

func Welcome(c echo.Context) error {
	return c.HTML(http.StatusOK, "<h1>Welcome "+c.QueryParam("user")+"</h1>")
}
