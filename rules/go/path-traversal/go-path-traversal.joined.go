package files

import (
	"net/http"
	"os"
	"path/filepath"
)

type Handler struct{ UploadDir string }

// A path joined on its own line and written on the next: reported where it is joined and where it is used.
func (h *Handler) Store(w http.ResponseWriter, r *http.Request) {
	// ruleid: go-path-traversal
	dst := filepath.Join(h.UploadDir, r.FormValue("folder"), r.FormValue("name"))
	// ruleid: go-path-traversal
	if err := os.WriteFile(dst, []byte(r.FormValue("body")), 0o600); err != nil {
		http.Error(w, "store failed", http.StatusInternalServerError)
	}
	// ok: go-path-traversal
	kept := filepath.Join(h.UploadDir, "inbox", filepath.Base(r.FormValue("name")))
	// ok: go-path-traversal
	_ = os.WriteFile(kept, []byte(r.FormValue("body")), 0o600)
}
