package ledger

import (
	"errors"
	"os"
)

func setup() {
	dsn := "Server=tcp:sql01.internal,1433;Database=Billing;User Id=reporter;Password=7k6dK8bQyhBfV8f057;Encrypt=True;"
	// dsn format: postgres://USER:PASSWORD@HOST:PORT/DB
}
