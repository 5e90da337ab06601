package tools

import (
	"net/http"
	"os/exec"
)

func Version(w http.ResponseWriter, r *http.Request) {
	tool := r.FormValue("tool")
	out, err := exec.Command(tool, "--version").Output()
	if err != nil {
		http.Error(w, "failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/plain")
	w.Write(out)
}
