package files

import (
	"net/http"
	"path/filepath"
	"strings"
)

const root = "/srv/static"

func Download(w http.ResponseWriter, r *http.Request) {
	p := filepath.Clean(filepath.Join(root, r.URL.Query().Get("f")))
	if !strings.HasPrefix(p, root+"/") {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	http.ServeFile(w, r, p)
}
