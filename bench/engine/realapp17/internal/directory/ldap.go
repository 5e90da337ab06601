// Package directory looks staff up in the corporate LDAP directory.
package directory

import (
	"crypto/tls"
	"fmt"

	"github.com/go-ldap/ldap/v3"

	"github.com/quaylane/harbor/internal/config"
)

// Entry is one staff member from the directory.
type Entry struct {
	DN    string
	UID   string
	Mail  string
	Title string
}

// Client wraps a directory connection configuration.
type Client struct {
	cfg config.LDAP
}

// New builds a client.
func New(cfg config.LDAP) *Client {
	return &Client{cfg: cfg}
}

func (c *Client) dial() (*ldap.Conn, error) {
	conn, err := ldap.DialURL(c.cfg.URL, ldap.DialWithTLSConfig(&tls.Config{MinVersion: tls.VersionTLS12}))
	if err != nil {
		return nil, err
	}
	if err := conn.Bind(c.cfg.BindDN, c.cfg.BindPassword); err != nil {
		conn.Close()
		return nil, err
	}
	return conn, nil
}

func (c *Client) search(filter string) ([]Entry, error) {
	conn, err := c.dial()
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	req := ldap.NewSearchRequest(c.cfg.BaseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 50, 10, false,
		filter, []string{"uid", "mail", "title"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	out := make([]Entry, 0, len(res.Entries))
	for _, e := range res.Entries {
		out = append(out, Entry{DN: e.DN, UID: e.GetAttributeValue("uid"), Mail: e.GetAttributeValue("mail"), Title: e.GetAttributeValue("title")})
	}
	return out, nil
}

// ByUID finds a staff member by login name.
func (c *Client) ByUID(uid string) ([]Entry, error) {
	return c.search(fmt.Sprintf("(&(objectClass=inetOrgPerson)(uid=%s))", uid))
}

// ByMail finds a staff member by e-mail address.
func (c *Client) ByMail(mail string) ([]Entry, error) {
	return c.search(fmt.Sprintf("(&(objectClass=inetOrgPerson)(mail=%s))", ldap.EscapeFilter(mail)))
}

// InGroup lists the members of a group named in the admin form.
func (c *Client) InGroup(group string) ([]Entry, error) {
	filter := "(&(objectClass=inetOrgPerson)(memberOf=cn=" + group + ",ou=groups,dc=quaylane,dc=example))"
	return c.search(filter)
}

// Authenticate binds as the user to check a password.
func (c *Client) Authenticate(uid, password string) error {
	conn, err := c.dial()
	if err != nil {
		return err
	}
	defer conn.Close()
	entries, err := c.search(fmt.Sprintf("(uid=%s)", ldap.EscapeFilter(uid)))
	if err != nil || len(entries) != 1 {
		return fmt.Errorf("unknown user")
	}
	return conn.Bind(entries[0].DN, password)
}
