package proxy

import (
	"net/http"
	"net/url"
	"os"

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

// A base from configuration, then `/` and request data: the server chose the scheme and host.
func configuredBase(w http.ResponseWriter, r *http.Request) {
	base := os.Getenv("CATALOGUE_API")
	// ok: go-ssrf
	resp, err := http.Get(base + "/v1/items/" + r.URL.Query().Get("id"))
	if err == nil {
		resp.Body.Close()
	}
	// The client's text first: it chooses the server.
	// ruleid: go-ssrf
	resp, err = http.Get(r.URL.Query().Get("mirror") + "/v1/items")
	if err == nil {
		resp.Body.Close()
	}
}
