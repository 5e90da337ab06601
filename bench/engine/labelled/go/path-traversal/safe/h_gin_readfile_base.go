package files

import (
	"net/http"
	"os"
	"path/filepath"

	"github.com/gin-gonic/gin"
)

func Show(c *gin.Context) {
	data, err := os.ReadFile(filepath.Join("uploads", filepath.Base(c.Param("name"))))
	if err != nil {
		c.Status(http.StatusNotFound)
		return
	}
	c.Data(http.StatusOK, "application/octet-stream", data)
}
