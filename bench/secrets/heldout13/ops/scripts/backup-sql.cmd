@echo off
sqlcmd -S SQLPROD01 -U backup_operator -P lmvlZe5ovkViM5 -Q "BACKUP DATABASE [Orders] TO DISK='D:\backup\orders.bak'"
sqlcmd -S SQLPROD02 -E -Q "BACKUP DATABASE [Billing] TO DISK='D:\backup\billing.bak'"
