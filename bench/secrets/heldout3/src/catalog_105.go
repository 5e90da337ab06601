package catalog

import (
	"errors"
	"os"
)

func setup() {
	creds := credentials.NewStaticCredentialsProvider(
		"AKIAFOO53KZYILXA6RRZ",
		"XVIgNtGGRsxC46ZdNUq3WORiDADBHuXnpHTtZBEA",
		"")

}
