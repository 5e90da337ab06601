& "C:\Program Files\Octopus Deploy\Tentacle\Tentacle.exe" register-with --instance "Tentacle" `
    --server "https://deploy.halvorsen.example" `
    --apiKey "$env:OCTOPUS_API_KEY" `
    --role "web-server" --environment "Production" --comms-style TentaclePassive --publicHostName "$env:COMPUTERNAME"
# thumbprint of the server certificate: FE719374017F3B57DA9AFD2C976B1972B20581F6
