// Package directory looks staff up in the company LDAP directory.
package directory

import (
	"crypto/tls"
	"fmt"

	"github.com/go-ldap/ldap/v3"
)

type Client struct {
	url, bindDN, bindPass string
}

type Person struct {
	UID, Name, Mail, Phone string
}

func New(url, bindDN, bindPass string) *Client {
	return &Client{url: url, bindDN: bindDN, bindPass: bindPass}
}

func (c *Client) search(filter string) ([]Person, error) {
	conn, err := ldap.DialURL(c.url, ldap.DialWithTLSConfig(&tls.Config{MinVersion: tls.VersionTLS12}))
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(c.bindDN, c.bindPass); err != nil {
		return nil, err
	}
	req := ldap.NewSearchRequest("ou=staff,dc=kennelry,dc=example", ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		50, 10, false, filter, []string{"uid", "cn", "mail", "telephoneNumber"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	out := make([]Person, 0, len(res.Entries))
	for _, e := range res.Entries {
		out = append(out, Person{e.GetAttributeValue("uid"), e.GetAttributeValue("cn"),
			e.GetAttributeValue("mail"), e.GetAttributeValue("telephoneNumber")})
	}
	return out, nil
}

// ByName searches staff by (part of) their common name.
func (c *Client) ByName(name string) ([]Person, error) {
	return c.search(fmt.Sprintf("(&(objectClass=person)(cn=*%s*))", name))
}

// ByUID looks one member of staff up by uid.
func (c *Client) ByUID(uid string) ([]Person, error) {
	return c.search("(&(objectClass=person)(uid=" + ldap.EscapeFilter(uid) + "))")
}

// InTeam lists the staff of one site team.
func (c *Client) InTeam(team string) ([]Person, error) {
	return c.search("(&(objectClass=person)(ou=" + team + "))")
}
