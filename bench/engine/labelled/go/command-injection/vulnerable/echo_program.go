package jobs

import (
	"os/exec"

	"github.com/labstack/echo/v4"
)

func Start(c echo.Context) error {
	program := c.FormValue("program")
	return exec.Command(program, "--daemon").Start()
}
