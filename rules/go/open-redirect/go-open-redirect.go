package auth

import (
	"net/http"
	"net/url"

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

func PartnerLink(w http.ResponseWriter, r *http.Request) {
	target := r.URL.Query().Get("to")
	u, err := url.Parse(target)
	if err != nil {
		return
	}
	if u.Hostname() == "partners.example.com" {
		// ok: go-open-redirect
		http.Redirect(w, r, u.String(), http.StatusFound)
		return
	}
	// ruleid: go-open-redirect
	http.Redirect(w, r, u.String(), http.StatusFound)
}
