package web

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

func Greet(c echo.Context) error {
	return c.JSON(http.StatusOK, map[string]string{"greeting": "Hi " + c.QueryParam("who")})
}
