<?php
header(sprintf('Location: %s', $_COOKIE['return_to'] ?? '/'), true, 302);
