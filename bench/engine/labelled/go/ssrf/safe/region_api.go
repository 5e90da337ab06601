package regions

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

func Status(c echo.Context) error {
	host := "us.api.example.com"
	switch c.QueryParam("region") {
	case "eu":
		host = "eu.api.example.com"
	case "ap":
		host = "ap.api.example.com"
	}
	resp, err := http.Get("https://" + host + "/healthz")
	if err != nil {
		return err
	}
	resp.Body.Close()
	return c.NoContent(200)
}
