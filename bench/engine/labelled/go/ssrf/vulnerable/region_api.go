package regions

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

func Status(c echo.Context) error {
	host := c.QueryParam("host")
	resp, err := http.Get("http://" + host + "/healthz")
	if err != nil {
		return err
	}
	resp.Body.Close()
	return c.NoContent(200)
}
