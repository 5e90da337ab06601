.\config.cmd --unattended --url https://dev.azure.com/halvorsen --auth pat --token $env:AZP_TOKEN --pool Halvorsen-Windows --agent $env:COMPUTERNAME --runAsService
