@echo off
setlocal
rem map-drives.cmd — Group IT Delivery
net use Z: \\fs01\Deploy /user:HALVARD\svc_deploy yZ0vGU_4Dw35b8ntkr-8Tki /persistent:no
robocopy .\drop Z:\drop /MIR /R:2 /W:5
net use Z: /delete
endlocal
