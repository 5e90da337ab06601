package profile

import (
	"github.com/gin-gonic/gin"
)

func Avatar(c *gin.Context) {
	c.File("/data/avatars/" + c.Param("file"))
}
