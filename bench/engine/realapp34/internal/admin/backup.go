package admin

import (
	"context"
	"fmt"
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"
	"time"
)

var labelPattern = regexp.MustCompile(`^[a-z0-9-]{1,32}$`)

// Backup dumps the database with pg_dump into the export folder.
func (a *Admin) Backup(w http.ResponseWriter, r *http.Request) {
	label := r.FormValue("label")
	if !labelPattern.MatchString(label) {
		http.Error(w, "label must be lowercase letters, digits and dashes", http.StatusBadRequest)
		return
	}
	out := filepath.Join(a.Cfg.ExportDir, fmt.Sprintf("%s-%s.sql", time.Now().Format("20060102"), label))
	ctx, cancel := context.WithTimeout(r.Context(), 10*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "pg_dump", "--no-owner", "--file", out, a.Cfg.DatabaseURL)
	if msg, err := cmd.CombinedOutput(); err != nil {
		http.Error(w, string(msg), http.StatusInternalServerError)
		return
	}
	if err := compress(out); err != nil {
		http.Error(w, "gzip failed", http.StatusInternalServerError)
		return
	}
	_ = rotate()
	w.WriteHeader(http.StatusCreated)
}

// ArchiveUploads tars a member's upload folder; the folder name is typed by staff.
func (a *Admin) ArchiveUploads(w http.ResponseWriter, r *http.Request) {
	folder := r.FormValue("folder")
	script := "cd " + a.Cfg.UploadDir + " && tar czf /tmp/" + folder + ".tgz " + folder
	cmd := exec.Command("sh", "-c", script)
	if msg, err := cmd.CombinedOutput(); err != nil {
		http.Error(w, string(msg), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// compress runs gzip on a file the server itself created.
func compress(path string) error {
	return exec.Command("gzip", "-9", path).Run()
}

// rotate keeps the newest backups; a fixed shell pipeline with no input.
func rotate() error {
	return exec.Command("sh", "-c", "ls -1t /var/backups/makerhub/*.sql.gz | tail -n +15 | xargs -r rm --").Run()
}
