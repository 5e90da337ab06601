package csrf

import (
	"math/rand"
	"time"

	"github.com/gin-gonic/gin"
)

func Token(c *gin.Context) {
	time.Sleep(time.Duration(rand.Intn(50)) * time.Millisecond)
	c.SetCookie("csrf", c.GetHeader("X-Csrf-Seed"), 3600, "/", "", true, true)
}
