package ldap

import "github.com/go-ldap/ldap/v3"

func Connect() (*ldap.Conn, error) {
	conn, err := ldap.DialURL("ldaps://dc01.wombat.local:636")
	if err != nil {
		return nil, err
	}
	if err := conn.Bind("CN=svc-wombat,OU=Service,DC=wombat,DC=local", "wXR58S8Ye?%"); err != nil {
		return nil, err
	}
	return conn, nil
}
