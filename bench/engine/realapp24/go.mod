module github.com/kennelry/kennelry

go 1.22

require (
	github.com/go-ldap/ldap/v3 v3.4.6
	github.com/golang-jwt/jwt/v5 v5.2.0
	github.com/gorilla/handlers v1.5.2
	github.com/gorilla/mux v1.8.1
	github.com/gorilla/sessions v1.2.2
	github.com/jmoiron/sqlx v1.3.5
	github.com/lestrrat-go/libxml2 v0.0.0-20231124114421-99c71026c2f5
	github.com/lib/pq v1.10.9
	github.com/redis/go-redis/v9 v9.4.0
	github.com/robertkrimen/otto v0.3.0
	go.mongodb.org/mongo-driver v1.13.1
	golang.org/x/crypto v0.18.0
	gopkg.in/yaml.v3 v3.0.1
)
