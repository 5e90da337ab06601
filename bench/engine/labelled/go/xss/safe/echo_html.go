package pages

import (
	"html"
	"net/http"

	"github.com/labstack/echo/v4"
)

func Welcome(c echo.Context) error {
	return c.HTML(http.StatusOK, "<h1>Welcome "+html.EscapeString(c.QueryParam("user"))+"</h1>")
}
