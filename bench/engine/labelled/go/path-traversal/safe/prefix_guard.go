package files

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

const root = "/srv/docs/"

func Open(w http.ResponseWriter, r *http.Request) {
	p := filepath.Clean(root + r.FormValue("doc"))
	if !strings.HasPrefix(p, root) {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	f, err := os.Open(p)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
}
