package status

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

func Check(c *gin.Context) {
	req, err := http.NewRequest(http.MethodGet, "http://"+c.Query("host")+"/healthz", nil)
	if err != nil {
		c.Status(http.StatusBadRequest)
		return
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.Status(http.StatusBadGateway)
		return
	}
	resp.Body.Close()
	c.JSON(http.StatusOK, gin.H{"status": resp.StatusCode})
}
