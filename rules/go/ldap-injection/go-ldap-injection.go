package staff

import (
	"fmt"
	"net/http"

	"github.com/go-ldap/ldap/v3"
	"github.com/labstack/echo/v4"
)

type Directory struct {
	conn   *ldap.Conn
	baseDN string
}

func (d *Directory) find(filter string) (*ldap.SearchResult, error) {
	// ruleid: go-ldap-injection
	req := ldap.NewSearchRequest(d.baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 10, 5, false,
		filter, []string{"uid", "mail"}, nil)
	return d.conn.Search(req)
}

func (d *Directory) Lookup(w http.ResponseWriter, r *http.Request) {
	uid := r.URL.Query().Get("uid")
	// ruleid: go-ldap-injection
	filter := fmt.Sprintf("(&(objectClass=person)(uid=%s))", uid)
	// ruleid: go-ldap-injection
	_, _ = d.find(filter)
	// ok: go-ldap-injection
	_, _ = d.find(fmt.Sprintf("(&(objectClass=person)(uid=%s))", ldap.EscapeFilter(uid)))
}

func (d *Directory) Group(c echo.Context) error {
	// ruleid: go-ldap-injection
	req := ldap.NewSearchRequest(d.baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 0, 0, false, "(memberOf=cn="+c.FormValue("group")+",ou=groups)", nil, nil)
	_, err := d.conn.Search(req)
	// ok: go-ldap-injection
	fixed := ldap.NewSearchRequest(d.baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 0, 0, false, "(objectClass=groupOfNames)", nil, nil)
	_, _ = d.conn.Search(fixed)
	return err
}
