#!/bin/sh
mysql -h db.internal -u root -pe49JlKp7yvTKiC app < dump.sql
