package uploads

import (
	"net/http"
	"os"
	"path/filepath"
)

func Save(w http.ResponseWriter, r *http.Request) {
	dir := r.Header.Get("X-Upload-Dir")
	f, err := os.Create(filepath.Join("/srv/uploads", dir, "data.bin"))
	if err != nil {
		http.Error(w, "error", 500)
		return
	}
	defer f.Close()
	w.WriteHeader(http.StatusCreated)
}
