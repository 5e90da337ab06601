#!/usr/bin/env bash
export PGURL="postgresql://recon:JCB3dD3bQJpeXEXGALanKIfZ@ledger-prod-db.internal:5432/ledger"
psql "$PGURL" -f sql/reconcile.sql
