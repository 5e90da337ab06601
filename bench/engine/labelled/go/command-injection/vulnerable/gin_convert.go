package media

import (
	"fmt"
	"os/exec"

	"github.com/gin-gonic/gin"
)

func Convert(c *gin.Context) {
	size := c.PostForm("size")
	script := fmt.Sprintf("convert /tmp/in.png -resize %s /tmp/out.png", size)
	if err := exec.Command("bash", "-c", script).Run(); err != nil {
		c.String(500, "convert failed")
		return
	}
	c.File("/tmp/out.png")
}
