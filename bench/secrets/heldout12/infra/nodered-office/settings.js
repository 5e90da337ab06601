module.exports = {
    flowFile: "flows.json",
    credentialSecret: "_*A6RwJy8mj7o#ykKDs&*",
    uiPort: process.env.PORT || 1880,
    adminAuth: {
        type: "credentials",
        users: [{ username: "admin", password: "$2a$08$lZ6KQPIU4y0BPaRtlVXonu3ih1c04EjPgVE0AmJt9c7vQ6d4J9kv8", permissions: "*" }]
    },
    httpNodeAuth: {
        user: "sensors",
        pass: "$2a$08$0NHJ4V8DoCbX2MFa8H2U7ohXXXDJT18EuJtBM06xw7PkjUMiNCPiA"
    },
}
