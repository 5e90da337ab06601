package admin

import (
	"html/template"
	"io"
	"path/filepath"

	"github.com/labstack/echo/v4"
)

// Renderer adapts html/template to echo's Renderer interface.
type Renderer struct {
	templates *template.Template
}

// NewRenderer parses the admin templates from dir.
func NewRenderer(dir string) *Renderer {
	return &Renderer{templates: template.Must(template.ParseGlob(filepath.Join(dir, "*.html")))}
}

// Render executes a named template.
func (r *Renderer) Render(w io.Writer, name string, data interface{}, c echo.Context) error {
	return r.templates.ExecuteTemplate(w, name, data)
}
