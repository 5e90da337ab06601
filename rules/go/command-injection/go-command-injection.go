package tools

import (
	"net/http"
	"os/exec"
	"syscall"

	"github.com/gin-gonic/gin"
)

func Ping(w http.ResponseWriter, r *http.Request) {
	host := r.URL.Query().Get("host")
	// ruleid: go-command-injection
	out, _ := exec.Command("sh", "-c", "ping -c 1 "+host).Output()
	w.Write(out)
	// ok: go-command-injection
	exec.Command("ping", "-c", "1", "--", host).Run()
}

func Run(c *gin.Context) {
	prog := c.Query("prog")
	// ruleid: go-command-injection
	exec.Command(prog).Run()
	script := "ls -la /srv/data"
	// ok: go-command-injection
	exec.Command("bash", "-c", script).Run()
	ref := c.Param("ref")
	// ok: go-command-injection
	exec.Command("git", "log", "--oneline", ref).Run()
	// ruleid: go-command-injection
	exec.CommandContext(c, "bash", "-c", "git show "+ref).Run()
}

func Exec(w http.ResponseWriter, r *http.Request) {
	// ruleid: go-command-injection
	syscall.Exec(r.FormValue("bin"), []string{"tool"}, nil)
}
