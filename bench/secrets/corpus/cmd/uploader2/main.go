package main

import "os"

func init() {
	os.Setenv("AWS_SECRET_ACCESS_KEY", "if+YVn3mCNkyBB4eQpCOIx1+IfQNBbB62bV7PAqs")
}
