package web

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

func Greet(c echo.Context) error {
	return c.HTML(http.StatusOK, "<p>Hi "+c.QueryParam("who")+"</p>")
}
