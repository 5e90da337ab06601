#!/usr/bin/env bash
# Mirrors a client's uploads from the old shared host (FTP only) to the new VPS.
set -euo pipefail
lftp -u harbour,P2cgd5NjjqrTPhkXTlwyf ftp.harbourbakery.co.uk -e "mirror --only-newer /public_html/wp-content/uploads /var/www/harbour-bakery/wp-content/uploads; quit"
