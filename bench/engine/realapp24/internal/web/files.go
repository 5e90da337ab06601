package web

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/kennelry/kennelry/internal/security"
)

// DownloadDocument serves an owner's uploaded document or pet photo by file name.
func (h *Handlers) DownloadDocument(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("file")
	if strings.HasPrefix(name, "photo:") {
		http.ServeFile(w, r, filepath.Join(h.Cfg.UploadDir, "pets", filepath.Base(strings.TrimPrefix(name, "photo:"))))
		return
	}
	http.ServeFile(w, r, filepath.Join(h.Cfg.UploadDir, "documents", name))
}

// DocumentByID streams a document the owner owns, found by id in the database.
func (h *Handlers) DocumentByID(w http.ResponseWriter, r *http.Request) {
	doc, err := h.Store.Document(r.Context(), ownerID(r), intVar(r, "id"))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	f, err := os.Open(filepath.Join(h.Cfg.UploadDir, doc.Stored))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	w.Header().Set("Content-Disposition", "attachment; filename=\""+filepath.Base(doc.FileName)+"\"")
	_, _ = io.Copy(w, f)
}

// DownloadReport lets staff fetch a generated report from the report directory.
func (h *Handlers) DownloadReport(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	f, err := os.Open(filepath.Join(h.Cfg.ReportDir, name))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	body, _ := io.ReadAll(f)
	w.Header().Set("ETag", security.ETag(body))
	w.Header().Set("Content-Type", "application/octet-stream")
	_, _ = w.Write(body)
}

// insideDir resolves name under dir and refuses anything that escapes it.
func insideDir(dir, name string) (string, bool) {
	full := filepath.Join(dir, filepath.Clean("/"+name))
	rel, err := filepath.Rel(dir, full)
	if err != nil || strings.HasPrefix(rel, "..") {
		return "", false
	}
	return full, true
}

// ReportPreview shows the first lines of a report; used by the dashboard.
func (h *Handlers) ReportPreview(w http.ResponseWriter, r *http.Request) {
	path, ok := insideDir(h.Cfg.ReportDir, r.URL.Query().Get("name"))
	if !ok {
		http.Error(w, "bad name", http.StatusBadRequest)
		return
	}
	f, err := os.Open(path)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	_, _ = io.Copy(w, io.LimitReader(f, 4096))
}

// SaveAttachment stores a vet-record attachment under the owner's folder with its original name.
func (h *Handlers) SaveAttachment(w http.ResponseWriter, r *http.Request) {
	file, header, err := r.FormFile("attachment")
	if err != nil {
		http.Error(w, "no file", http.StatusBadRequest)
		return
	}
	defer file.Close()
	out, err := os.Create(filepath.Join(h.Cfg.UploadDir, "attachments", header.Filename))
	if err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	defer out.Close()
	_, _ = io.Copy(out, file)
	w.WriteHeader(http.StatusCreated)
}

// RemoveUpload deletes one of the owner's uploaded files.
func (h *Handlers) RemoveUpload(w http.ResponseWriter, r *http.Request) {
	name := r.FormValue("name")
	if err := os.Remove(filepath.Join(h.Cfg.UploadDir, "documents", name)); err != nil {
		http.NotFound(w, r)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
