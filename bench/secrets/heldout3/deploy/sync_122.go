package sync

import (
	"errors"
	"os"
)

func setup() {
	PasswordEnv: "DB_PASSWORD",
	req.Header.Add("Authorization", "Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.0MBvUunPtMmA5AzKfzckHxnMMME14bRgtXACqhPEhtJG5GLf4f2nAAFYwAgL.d6lXpSj-bOkmQ8R_m7pu7VJPTtEfbiDICBVjcrYElJ7")
}
