package store

// The table every query reads; declared apart from the queries that use it.
const usersTable = "users"

const byIDQuery = "SELECT id, name FROM " + usersTable + " WHERE id = $1"
