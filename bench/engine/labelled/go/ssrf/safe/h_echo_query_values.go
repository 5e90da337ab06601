package hooks

import (
	"net/http"
	"net/url"
	"time"

	"github.com/labstack/echo/v4"
)

func Ping(c echo.Context) error {
	client := &http.Client{Timeout: 5 * time.Second}
	v := url.Values{}
	v.Set("q", c.FormValue("q"))
	resp, err := client.Get("https://search.example.com/api?" + v.Encode())
	if err != nil {
		return c.NoContent(http.StatusBadGateway)
	}
	resp.Body.Close()
	return c.NoContent(http.StatusOK)
}
