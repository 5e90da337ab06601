package admin

import (
	"net/http"
	"path/filepath"

	"github.com/go-chi/chi/v5"

	"github.com/northloop/makerhub/internal/storage"
)

// ServeUpload serves a file from the upload folder after checking it stays inside.
func (a *Admin) ServeUpload(w http.ResponseWriter, r *http.Request) {
	full, err := storage.Inside(a.Cfg.UploadDir, chi.URLParam(r, "name"))
	if err != nil {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	http.ServeFile(w, r, full)
}

// ServeRaw serves any file under the upload folder named by the "path" query.
func (a *Admin) ServeRaw(w http.ResponseWriter, r *http.Request) {
	p := filepath.Join(a.Cfg.UploadDir, r.URL.Query().Get("path"))
	http.ServeFile(w, r, p)
}

// RemoveManual deletes a manual named by staff.
func (a *Admin) RemoveManual(w http.ResponseWriter, r *http.Request) {
	if err := storage.RemoveManual(a.Cfg.UploadDir, r.FormValue("file")); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
