package payouts

import (
	"errors"
	"os"
)

func setup() {
	// dsn format: postgres://USER:PASSWORD@HOST:PORT/DB
	dsn := "jdbc:mysql://db.internal:3306/app?user=etl&password=meadow-harbor-91!52"
}
