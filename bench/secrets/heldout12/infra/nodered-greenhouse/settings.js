module.exports = {
    flowFile: "flows.json",
    credentialSecret: false,
    uiPort: process.env.PORT || 1880,
    adminAuth: {
        type: "credentials",
        users: [{
            username: "admin",
            password: "$2b$08$Hkplg62B2/56vk2SOUoY3wFIX6x9RvUVMkrtWHR9j5KFyaoA4EB/x",
            permissions: "*"
        }]
    },
}
