package files

import (
	"net/http"
	"path/filepath"
)

func Download(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("f")
	http.ServeFile(w, r, filepath.Join("/srv/static", name))
}
