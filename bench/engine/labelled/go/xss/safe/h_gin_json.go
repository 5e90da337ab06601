package web

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

func Search(c *gin.Context) {
	q := c.Query("q")
	c.JSON(http.StatusOK, gin.H{"query": q, "results": []string{}})
}
