package hooks

import (
	"bytes"
	"net/http"

	"github.com/gin-gonic/gin"
)

type Hook struct {
	URL string `json:"url"`
}

func Test(c *gin.Context) {
	var h Hook
	if err := c.ShouldBindJSON(&h); err != nil {
		c.Status(400)
		return
	}
	req, _ := http.NewRequest(http.MethodPost, h.URL, bytes.NewBufferString("{}"))
	http.DefaultClient.Do(req)
	c.Status(204)
}
