package hooks

import (
	"net/http"
	"time"

	"github.com/labstack/echo/v4"
)

func Ping(c echo.Context) error {
	client := &http.Client{Timeout: 5 * time.Second}
	resp, err := client.Get(c.FormValue("callback"))
	if err != nil {
		return c.NoContent(http.StatusBadGateway)
	}
	resp.Body.Close()
	return c.NoContent(http.StatusOK)
}
