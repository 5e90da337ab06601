package web

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

func Logout(c *gin.Context) {
	c.SetCookie("session", "", -1, "/", "", true, true)
	c.Redirect(http.StatusFound, "/goodbye?from="+c.DefaultQuery("return_to", "/"))
}
