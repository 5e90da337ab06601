module.exports = {
    flowFile: "flows.json",
    credentialSecret: "U6JgAQBWtI7qoLQomrCYaZgwmXyfis7d",
    uiPort: process.env.PORT || 1880,
    adminAuth: {
        type: "credentials",
        users: [{ username: "admin", password: "$2a$08$tJh1rQwJrOEGA4qzhoq0057z5eQWxc7LtdM0hVduUlNSMicON13.d", permissions: "*" }]
    },
    httpNodeAuth: {
        user: "sensors",
        pass: "$2a$08$8efKQKNNqI40NIByCipE7Ahv/D1s0XbLJsBr4PTCBOqCdV014APWk"
    },
}
