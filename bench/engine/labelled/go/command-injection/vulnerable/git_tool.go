package repo

import (
	"context"
	"net/http"
	"os/exec"
)

type Tool struct {
	Dir string
}

func (t *Tool) Log(w http.ResponseWriter, r *http.Request) {
	ref := r.FormValue("ref")
	cmd := exec.CommandContext(context.Background(), "sh", "-c", "git log --oneline "+ref)
	cmd.Dir = t.Dir
	cmd.Run()
}
