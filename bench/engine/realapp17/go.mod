module github.com/quaylane/harbor

go 1.22

require (
	github.com/gin-gonic/gin v1.9.1
	github.com/go-ldap/ldap/v3 v3.4.6
	github.com/golang-jwt/jwt/v5 v5.2.0
	github.com/jackc/pgx/v5 v5.5.4
	github.com/labstack/echo/v4 v4.11.4
	golang.org/x/crypto v0.21.0
	gopkg.in/yaml.v3 v3.0.1
	gorm.io/driver/postgres v1.5.7
	gorm.io/gorm v1.25.7
)
