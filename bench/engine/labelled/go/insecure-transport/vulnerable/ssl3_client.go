package legacy

import (
	"crypto/tls"
	"net"
)

func Dial(addr string) (net.Conn, error) {
	return tls.Dial("tcp", addr, &tls.Config{MinVersion: tls.VersionTLS11})
}
