package api

import (
	"net/http"
	"os"
	"path/filepath"
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/quaylane/harbor/internal/config"
	"github.com/quaylane/harbor/internal/service"
	"github.com/quaylane/harbor/internal/storage"
)

// DocumentHandler uploads, downloads and prints order documents.
type DocumentHandler struct {
	cfg   *config.Config
	store *storage.Store
	docs  *service.DocumentService
}

// NewDocumentHandler builds the handler.
func NewDocumentHandler(cfg *config.Config, store *storage.Store, docs *service.DocumentService) *DocumentHandler {
	return &DocumentHandler{cfg: cfg, store: store, docs: docs}
}

// Upload stores a document under a generated name.
func (h *DocumentHandler) Upload(c *gin.Context) {
	file, err := c.FormFile("file")
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "file missing"})
		return
	}
	name, err := storage.StoredName(file.Filename)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	if err := c.SaveUploadedFile(file, filepath.Join(h.cfg.UploadDir, name)); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "save failed"})
		return
	}
	c.JSON(http.StatusCreated, gin.H{"name": name})
}

// UploadRaw keeps the customer's own file name (the bulk importer needs it).
func (h *DocumentHandler) UploadRaw(c *gin.Context) {
	file, err := c.FormFile("file")
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "file missing"})
		return
	}
	dst := filepath.Join(h.cfg.UploadDir, c.PostForm("folder"), file.Filename)
	if err := c.SaveUploadedFile(file, dst); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "save failed"})
		return
	}
	c.JSON(http.StatusCreated, gin.H{"name": file.Filename})
}

// Download sends a document by name.
func (h *DocumentHandler) Download(c *gin.Context) {
	c.File(filepath.Join(h.cfg.DocumentDir, c.Param("name")))
}

// Preview streams the first page image of a document after resolving it inside the store.
func (h *DocumentHandler) Preview(c *gin.Context) {
	f, err := h.store.Open(c.Param("name") + ".png")
	if err != nil {
		c.Status(http.StatusNotFound)
		return
	}
	defer f.Close()
	c.DataFromReader(http.StatusOK, -1, "image/png", f, nil)
}

// Form serves one of the blank customs forms shipped with the app.
func (h *DocumentHandler) Form(c *gin.Context) {
	c.File(filepath.Join("assets", "forms", filepath.Base(c.Param("name"))))
}

// Legacy opens a file from the old shared drive export.
func (h *DocumentHandler) Legacy(c *gin.Context) {
	f, err := os.Open(filepath.Join("/mnt/legacy", c.Query("path")))
	if err != nil {
		c.Status(http.StatusNotFound)
		return
	}
	defer f.Close()
	c.DataFromReader(http.StatusOK, -1, "application/octet-stream", f, nil)
}

// Print sends a document to a printer queue chosen by the customer.
func (h *DocumentHandler) Print(c *gin.Context) {
	copies, err := strconv.Atoi(c.DefaultPostForm("copies", "1"))
	if err != nil || copies < 1 || copies > 20 {
		c.JSON(http.StatusBadRequest, gin.H{"error": "bad copies"})
		return
	}
	if c.PostForm("queue") == "" {
		if err := h.docs.PrintDefault(c.Request.Context(), c.Param("name")); err != nil {
			c.JSON(http.StatusInternalServerError, gin.H{"error": "print failed"})
			return
		}
		c.Status(http.StatusAccepted)
		return
	}
	if err := h.docs.Print(c.Request.Context(), c.PostForm("queue"), c.Param("name"), copies); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "print failed"})
		return
	}
	c.Status(http.StatusAccepted)
}
