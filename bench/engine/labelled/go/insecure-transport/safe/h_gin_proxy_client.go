package relay

import (
	"crypto/tls"
	"net/http"

	"github.com/gin-gonic/gin"
)

var client = &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{MinVersion: tls.VersionTLS12}}}

func Relay(c *gin.Context) {
	resp, err := client.Get("https://billing.internal/api/balance")
	if err != nil {
		c.Status(http.StatusBadGateway)
		return
	}
	resp.Body.Close()
	c.Status(resp.StatusCode)
}
