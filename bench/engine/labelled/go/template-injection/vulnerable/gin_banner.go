package banner

import (
	"bytes"
	"html/template"

	"github.com/gin-gonic/gin"
)

func Render(c *gin.Context) {
	layout := c.PostForm("layout")
	t := template.Must(template.New("banner").Parse("<div>" + layout + "</div>"))
	var out bytes.Buffer
	t.Execute(&out, nil)
	c.Status(200)
}
