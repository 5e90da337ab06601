package auth

import (
	"net/http"
	"net/url"

	"github.com/gin-gonic/gin"
)

func Logout(c *gin.Context) {
	c.SetCookie("sid", "", -1, "/", "", true, true)
	c.Redirect(http.StatusFound, "/login?next="+url.QueryEscape(c.Query("return_to")))
}
