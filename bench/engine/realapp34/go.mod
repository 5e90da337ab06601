module github.com/northloop/makerhub

go 1.22

require (
	github.com/go-chi/chi/v5 v5.0.12
	github.com/gofiber/fiber/v2 v2.52.4
	github.com/golang-jwt/jwt/v5 v5.2.1
	github.com/gorilla/sessions v1.2.2
	github.com/jackc/pgx/v5 v5.5.5
	golang.org/x/crypto v0.22.0
	gopkg.in/yaml.v3 v3.0.1
	gorm.io/driver/postgres v1.5.7
	gorm.io/gorm v1.25.9
)
