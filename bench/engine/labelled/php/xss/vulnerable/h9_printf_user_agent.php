<?php
printf('<p class="ua">Your browser: %s</p>', $_SERVER['HTTP_USER_AGENT']);
