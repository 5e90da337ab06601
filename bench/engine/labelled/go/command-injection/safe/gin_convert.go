package media

import (
	"os/exec"

	"github.com/gin-gonic/gin"
)

func Convert(c *gin.Context) {
	size := c.PostForm("size")
	if err := exec.Command("convert", "/tmp/in.png", "-resize", size, "/tmp/out.png").Run(); err != nil {
		c.String(500, "convert failed")
		return
	}
	c.File("/tmp/out.png")
}
