package files

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/go-chi/chi/v5"
)

const root = "/srv/uploads"

func Download(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("file")
	// ruleid: go-path-traversal
	data, err := os.ReadFile(filepath.Join(root, name))
	if err != nil {
		return
	}
	w.Write(data)
	// ok: go-path-traversal
	os.ReadFile(filepath.Join(root, filepath.Base(name)))
}

func Guarded(w http.ResponseWriter, r *http.Request) {
	p := filepath.Clean(filepath.Join(root, r.FormValue("name")))
	if !strings.HasPrefix(p, root+"/") {
		http.Error(w, "bad path", http.StatusBadRequest)
		return
	}
	// ok: go-path-traversal
	f, _ := os.Open(p)
	defer f.Close()
}

func NoDots(w http.ResponseWriter, r *http.Request) {
	name := chi.URLParam(r, "name")
	if strings.Contains(name, "..") {
		return
	}
	// ok: go-path-traversal
	os.Remove(root + "/" + name)
}

func Serve(w http.ResponseWriter, r *http.Request) {
	// ruleid: go-path-traversal
	http.ServeFile(w, r, "/srv/static/"+r.PathValue("path"))
}

func Rooted(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Query().Get("p")
	// ok: go-path-traversal
	os.Stat(filepath.Join(root, filepath.Clean("/"+p)))
	// ruleid: go-path-traversal
	os.Stat(filepath.Clean(root + "/" + p))
}

// A store whose root comes from configuration: the joined path is accepted when it is the root
// itself or lies under it. Being equal to the (clean) root leaves no request data in it.
type Store struct{ Root string }

func (s Store) Open(w http.ResponseWriter, r *http.Request) {
	full := filepath.Clean(filepath.Join(s.Root, r.URL.Query().Get("path")))
	if full != s.Root && !strings.HasPrefix(full, s.Root+string(os.PathSeparator)) {
		http.Error(w, "bad path", http.StatusBadRequest)
		return
	}
	// ok: go-path-traversal
	f, _ := os.Open(full)
	defer f.Close()
	other := r.URL.Query().Get("other")
	// ruleid: go-path-traversal
	name := filepath.Join(s.Root, r.URL.Query().Get("name"))
	if name != other {
		return
	}
	// ruleid: go-path-traversal
	os.Remove(name)
}
