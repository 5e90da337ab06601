package netdiag

import (
	"fmt"
	"net"
	"net/http"
	"os/exec"

	"github.com/go-chi/chi/v5"
)

func Ping(w http.ResponseWriter, r *http.Request) {
	ip := net.ParseIP(chi.URLParam(r, "host"))
	if ip == nil {
		http.Error(w, "bad address", http.StatusBadRequest)
		return
	}
	cmd := exec.CommandContext(r.Context(), "bash", "-c", fmt.Sprintf("ping -c 1 %s", ip.String()))
	out, _ := cmd.Output()
	w.Header().Set("Content-Type", "text/plain")
	w.Write(out)
}
