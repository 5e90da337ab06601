package files

import (
	"net/http"
	"os"
	"path/filepath"
	"regexp"
)

var (
	tokenPattern = regexp.MustCompile(`^[a-f0-9]{32}$`)
	loosePattern = regexp.MustCompile(`[a-f0-9]+`)
	dotPattern   = regexp.MustCompile(`^[\w.]+$`)
)

func RemoveToken(w http.ResponseWriter, r *http.Request) {
	id := r.FormValue("id")
	if !tokenPattern.MatchString(id) {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	// ok: go-path-traversal
	os.Remove(filepath.Join("/var/data", id))
}

func RemoveLoose(w http.ResponseWriter, r *http.Request) {
	id := r.FormValue("id")
	if !loosePattern.MatchString(id) {
		return
	}
	// ruleid: go-path-traversal
	os.Remove(filepath.Join("/var/data", id))
}

func RemoveDotted(w http.ResponseWriter, r *http.Request) {
	name := r.FormValue("name")
	if !dotPattern.MatchString(name) {
		return
	}
	// ruleid: go-path-traversal
	os.Remove(filepath.Join("/var/data", name))
}

func RemoveInline(w http.ResponseWriter, r *http.Request) {
	n := r.FormValue("n")
	if regexp.MustCompile(`^[0-9]+$`).MatchString(n) {
		// ok: go-path-traversal
		os.Remove(filepath.Join("/var/data", n))
	}
	// ruleid: go-path-traversal
	os.Remove(filepath.Join("/var/data", n))
}
