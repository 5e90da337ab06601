package files

import (
	"errors"
	"net/http"
	"path/filepath"
	"strings"
)

var errOutside = errors.New("outside the folder")

// within keeps a joined path under base: filepath.Rel sees it from base, and a relative path
// that does not start with ".." stays inside.
func within(base, name string) (string, error) {
	full := filepath.Join(base, name)
	rel, err := filepath.Rel(base, full)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", errOutside
	}
	return full, nil
}

func Download(w http.ResponseWriter, r *http.Request) {
	full, err := within("/srv/uploads", r.URL.Query().Get("file"))
	if err != nil {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	// ok: go-path-traversal
	http.ServeFile(w, r, full)
}

func Preview(w http.ResponseWriter, r *http.Request) {
	full := filepath.Join("/srv/uploads", r.URL.Query().Get("file"))
	rel, err := filepath.Rel("/srv/uploads", full)
	if err != nil || strings.HasPrefix(rel, "..") {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	// ok: go-path-traversal
	http.ServeFile(w, r, full)
}

func Thumbnail(w http.ResponseWriter, r *http.Request) {
	// ruleid: go-path-traversal
	full := filepath.Join("/srv/uploads", r.URL.Query().Get("file"))
	rel, _ := filepath.Rel("/srv/uploads", full)
	if strings.HasPrefix(rel, "thumbs") {
		return
	}
	// ruleid: go-path-traversal
	http.ServeFile(w, r, full)
}
