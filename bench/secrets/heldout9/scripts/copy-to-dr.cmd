@echo off
setlocal
rem copy-to-dr.cmd — Group IT Delivery
net use Z: \\fs01\Deploy /user:HALVARD\svc_deploy bFwPAQ_gLWTC2w-jI8C /persistent:no
robocopy .\drop Z:\drop /MIR /R:2 /W:5
net use Z: /delete
endlocal
