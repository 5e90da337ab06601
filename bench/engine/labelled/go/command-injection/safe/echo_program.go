package jobs

import (
	"os/exec"

	"github.com/labstack/echo/v4"
)

var programs = map[string]string{"indexer": "/usr/local/bin/indexer", "mailer": "/usr/local/bin/mailer"}

func Start(c echo.Context) error {
	program := "/usr/local/bin/indexer"
	if c.FormValue("program") == "mailer" {
		program = "/usr/local/bin/mailer"
	}
	return exec.Command(program, "--daemon").Start()
}
