package profile

import (
	"strings"

	"github.com/gin-gonic/gin"
)

func Avatar(c *gin.Context) {
	file := c.Param("file")
	if strings.Contains(file, "..") {
		c.AbortWithStatus(400)
		return
	}
	c.File("/data/avatars/" + file)
}
