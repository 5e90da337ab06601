package netdiag

import (
	"net/http"
	"os/exec"
)

func Ping(w http.ResponseWriter, r *http.Request) {
	host := r.URL.Query().Get("host")
	out, err := exec.Command("ping", "-c", "3", "--", host).CombinedOutput()
	if err != nil {
		http.Error(w, "failed", 500)
		return
	}
	w.Header().Set("Content-Type", "text/plain")
	_ = out
}
