package status

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

var services = map[string]string{"billing": "billing.internal:8080", "users": "users.internal:8080"}

func Check(c *gin.Context) {
	host, ok := services[c.Query("service")]
	if !ok {
		c.Status(http.StatusBadRequest)
		return
	}
	req, err := http.NewRequest(http.MethodGet, "http://"+host+"/healthz", nil)
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
