package tools

import (
	"net/http"
	"os/exec"
)

func Version(w http.ResponseWriter, r *http.Request) {
	var bin string
	switch r.FormValue("tool") {
	case "git":
		bin = "git"
	case "go":
		bin = "go"
	default:
		http.Error(w, "unknown tool", http.StatusBadRequest)
		return
	}
	out, err := exec.Command(bin, "--version").Output()
	if err != nil {
		http.Error(w, "failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/plain")
	w.Write(out)
}
