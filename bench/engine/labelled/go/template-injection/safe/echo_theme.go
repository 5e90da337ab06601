package theme

import (
	"io"
	"text/template"

	"github.com/labstack/echo/v4"
)

var themes = map[string]string{"dark": "body{background:#000}", "light": "body{background:#fff}"}

func Apply(c echo.Context) error {
	text := themes["light"]
	if c.FormValue("css") == "dark" {
		text = themes["dark"]
	}
	t, err := template.New("theme").Parse(text)
	if err != nil {
		return err
	}
	return t.Execute(io.Discard, nil)
}
