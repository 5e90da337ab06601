package auth

import "github.com/labstack/echo/v4"

func Done(c echo.Context) error {
	return c.Redirect(302, c.FormValue("to"))
}
