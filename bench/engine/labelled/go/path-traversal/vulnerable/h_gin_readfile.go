package files

import (
	"net/http"
	"os"

	"github.com/gin-gonic/gin"
)

func Show(c *gin.Context) {
	data, err := os.ReadFile("uploads/" + c.Param("name"))
	if err != nil {
		c.Status(http.StatusNotFound)
		return
	}
	c.Data(http.StatusOK, "application/octet-stream", data)
}
