#!/bin/sh
mysql -h db.internal -u root -pVFsqhR97e5KP0R app < dump.sql
