#!/bin/sh
mysql -h db.internal -u root -pmMtWYu5N69yrw9 app < dump.sql
