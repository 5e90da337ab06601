package web

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"
	"text/template"

	"github.com/gin-gonic/gin"
	"github.com/gofiber/fiber/v2"
	"github.com/google/uuid"
	"github.com/labstack/echo/v4"
)

func GinPage(c *gin.Context) {
	// ruleid: go-xss
	c.Data(http.StatusOK, "text/html", []byte("<p>"+c.Query("q")+"</p>"))
	id, err := uuid.Parse(c.Query("id"))
	if err != nil {
		return
	}
	// ok: go-xss
	c.Data(http.StatusOK, "text/html", []byte("<p>"+id.String()+"</p>"))
}

func EchoPage(c echo.Context) error {
	// ruleid: go-xss
	return c.HTML(http.StatusOK, strings.Join([]string{"<b>", c.QueryParam("n"), "</b>"}, ""))
}

func FiberPage(c *fiber.Ctx) error {
	var buf bytes.Buffer
	buf.WriteString("<h1>")
	buf.WriteString(c.Params("name"))
	// ruleid: go-xss
	return c.Type("html").SendString(buf.String())
}

func FiberNotFound(c *fiber.Ctx) error {
	// ruleid: go-xss
	return c.Status(fiber.StatusNotFound).Type("html").SendString("<h1>No page " + c.Query("page") + "</h1>")
}

func FiberHeaderPage(c *fiber.Ctx) error {
	c.Set(fiber.HeaderContentType, fiber.MIMETextHTMLCharsetUTF8)
	// ruleid: go-xss
	return c.Send([]byte("<p>" + c.Query("q") + "</p>"))
}

// fasthttp answers text/plain when no content type was set: the text is shown, not rendered.
func FiberPlain(c *fiber.Ctx) error {
	// ok: go-xss
	return c.Status(fiber.StatusBadRequest).SendString("unknown item " + c.Query("item"))
}

func FiberJSON(c *fiber.Ctx) error {
	// ok: go-xss
	return c.SendString(`{"name":"` + c.Params("name") + `"}`)
}

var slip = template.Must(template.New("slip").Parse("<h1>{{.}}</h1>"))

func GinSlip(c *gin.Context) {
	// ruleid: go-xss
	_ = slip.Execute(c.Writer, c.Query("to"))
	// ok: go-xss
	_ = slip.Execute(c.Writer, c.Param("id") == "")
}

func EchoSlip(c echo.Context) error {
	// ruleid: go-xss
	return slip.Execute(c.Response(), c.QueryParam("to"))
}

var materials = map[string]int{"plywood": 40, "acrylic": 65}

// `v, ok := m[k]` with `!ok` rejected: k is one of the map's constant keys.
func FiberQuote(c *fiber.Ctx) error {
	material := c.Query("material")
	rate, ok := materials[material]
	if !ok {
		// ruleid: go-xss
		return c.Type("html").SendString("<p>unknown material " + material + "</p>")
	}
	// ok: go-xss
	return c.Type("html").SendString(fmt.Sprintf("<p>%s: %d cents a minute</p>", material, rate))
}
