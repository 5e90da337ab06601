package web

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

func Search(c *gin.Context) {
	q := c.Query("q")
	c.Data(http.StatusOK, "text/html; charset=utf-8", []byte("<b>Results for "+q+"</b>"))
}
