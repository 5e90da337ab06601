package files

import (
	"net/http"
	"os"
	"path/filepath"
)

const uploads = "/var/app/uploads"

func Download(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	data, err := os.ReadFile(filepath.Join(uploads, name))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Write(data)
}
