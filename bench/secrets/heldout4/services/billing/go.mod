module github.com/harbor-dev/billing

go 1.22

require (
	github.com/jackc/pgx/v5 v5.6.0
	github.com/stripe/stripe-go/v79 v79.3.0
	github.com/redis/go-redis/v9 v9.5.3
)
