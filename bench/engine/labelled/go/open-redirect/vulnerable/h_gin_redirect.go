package auth

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

func Logout(c *gin.Context) {
	c.SetCookie("sid", "", -1, "/", "", true, true)
	c.Redirect(http.StatusFound, c.Query("return_to"))
}
