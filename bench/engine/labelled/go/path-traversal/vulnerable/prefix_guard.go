package files

import (
	"net/http"
	"os"
	"path/filepath"
)

const root = "/srv/docs/"

func Open(w http.ResponseWriter, r *http.Request) {
	p := filepath.Clean(root + r.FormValue("doc"))
	f, err := os.Open(p)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
}
