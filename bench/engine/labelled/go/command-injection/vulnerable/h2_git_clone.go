package ci

import (
	"os/exec"

	"github.com/gin-gonic/gin"
)

type CloneRequest struct {
	Repo string `json:"repo"`
}

func Clone(c *gin.Context) {
	var req CloneRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(400, gin.H{"error": "bad request"})
		return
	}
	exec.Command("/bin/sh", "-c", "git clone "+req.Repo+" /tmp/work").Run()
	c.Status(202)
}
