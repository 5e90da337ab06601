package netdiag

import (
	"fmt"
	"net/http"
	"os/exec"

	"github.com/go-chi/chi/v5"
)

func Ping(w http.ResponseWriter, r *http.Request) {
	host := chi.URLParam(r, "host")
	cmd := exec.CommandContext(r.Context(), "bash", "-c", fmt.Sprintf("ping -c 1 %s", host))
	out, _ := cmd.Output()
	w.Header().Set("Content-Type", "text/plain")
	w.Write(out)
}
