package files

import (
	"os"
	"path/filepath"

	"github.com/gin-gonic/gin"
)

func GinAttachment(c *gin.Context) {
	// ruleid: go-path-traversal
	c.FileAttachment("/srv/exports/"+c.Param("name"), "export.csv")
	// ok: go-path-traversal
	c.FileAttachment("/srv/exports/"+filepath.Base(c.Param("name")), "export.csv")
	// ruleid: go-path-traversal
	os.Rename("/srv/tmp/upload", "/srv/files/"+c.PostForm("as"))
}
