<?php
printf('<p class="ua">Your browser: %s</p>', htmlentities($_SERVER['HTTP_USER_AGENT'], ENT_QUOTES, 'UTF-8'));
