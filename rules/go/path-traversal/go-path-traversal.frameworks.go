package files

import (
	"os"
	"path/filepath"
	"strings"

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

func GinUpload(c *gin.Context) {
	file, err := c.FormFile("file")
	if err != nil {
		return
	}
	// ruleid: go-path-traversal
	_ = c.SaveUploadedFile(file, filepath.Join("/srv/uploads", file.Filename))
	// ok: go-path-traversal
	_ = c.SaveUploadedFile(file, filepath.Join("/srv/uploads", filepath.Base(file.Filename)))
}

type exportRequest struct {
	Name string `json:"name"`
}

// A field of a struct the request was parsed into is checked like a variable.
func GinExportByBody(c *gin.Context) {
	var req exportRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		return
	}
	if strings.Contains(req.Name, "..") {
		// ruleid: go-path-traversal
		c.File("/srv/exports/" + req.Name)
		return
	}
	// ok: go-path-traversal
	c.File("/srv/exports/" + req.Name)
}
