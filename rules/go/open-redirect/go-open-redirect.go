package auth

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

func AfterLogin(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	// ruleid: go-open-redirect
	http.Redirect(w, r, next, http.StatusFound)
	// ok: go-open-redirect
	http.Redirect(w, r, "/home", http.StatusFound)
	if next == "/settings" {
		// ok: go-open-redirect
		http.Redirect(w, r, next, http.StatusFound)
	}
}

func Back(c *gin.Context) {
	// ruleid: go-open-redirect
	c.Redirect(http.StatusFound, c.Query("to"))
	// ok: go-open-redirect
	c.Redirect(http.StatusFound, "/dashboard?tab="+c.Query("tab"))
}
