package theme

import (
	"io"
	"text/template"

	"github.com/labstack/echo/v4"
)

func Apply(c echo.Context) error {
	t, err := template.New("theme").Parse(c.FormValue("css"))
	if err != nil {
		return err
	}
	return t.Execute(io.Discard, nil)
}
