package proxy

import (
	"net/http"
	"net/url"

	"github.com/labstack/echo/v4"
)

func Fetch(w http.ResponseWriter, r *http.Request) {
	target := r.URL.Query().Get("url")
	// ruleid: go-ssrf
	resp, err := http.Get(target)
	if err != nil {
		return
	}
	defer resp.Body.Close()
	// ok: go-ssrf
	http.Get("https://api.example.com/v1/items?q=" + url.QueryEscape(target))
}

func Preview(c echo.Context) error {
	// ruleid: go-ssrf
	req, _ := http.NewRequest("GET", c.QueryParam("u"), nil)
	client := &http.Client{}
	client.Do(req)
	region := c.QueryParam("region")
	base := "https://us.api.example"
	if region == "eu" {
		base = "https://eu.api.example"
	}
	// ok: go-ssrf
	http.NewRequest("GET", base+"/status", nil)
	return nil
}
