package admin

import (
	"net/http"
	"os/exec"

	"github.com/gin-gonic/gin"
)

func Backup(c *gin.Context) {
	dir := c.Query("dir")
	out, err := exec.Command("sh", "-c", "tar czf /tmp/backup.tgz "+dir).CombinedOutput()
	if err != nil {
		c.String(http.StatusInternalServerError, "failed")
		return
	}
	c.JSON(http.StatusOK, gin.H{"size": len(out)})
}
