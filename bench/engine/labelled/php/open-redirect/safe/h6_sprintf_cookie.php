<?php
header(sprintf('Location: /home?from=%s', urlencode($_COOKIE['return_to'] ?? '')), true, 302);
