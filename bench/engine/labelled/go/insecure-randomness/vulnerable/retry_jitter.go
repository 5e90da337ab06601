package csrf

import (
	"math/rand"
	"strconv"

	"github.com/gin-gonic/gin"
)

func Token(c *gin.Context) {
	c.SetCookie("csrf", strconv.Itoa(rand.Int()), 3600, "/", "", true, true)
}
