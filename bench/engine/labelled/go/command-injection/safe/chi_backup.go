package backup

import (
	"net/http"
	"os/exec"

	"github.com/go-chi/chi/v5"
)

func runShell(script string) error {
	return exec.Command("/bin/sh", "-c", script).Run()
}

func Backup(w http.ResponseWriter, r *http.Request) {
	name := chi.URLParam(r, "db")
	if name != "orders" && name != "users" {
		w.WriteHeader(400)
		return
	}
	if err := runShell("pg_dump " + name + " > /backups/latest.sql"); err != nil {
		w.WriteHeader(500)
	}
}
